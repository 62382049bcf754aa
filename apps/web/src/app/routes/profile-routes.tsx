import { ProfilePage } from "@/features/profile/routes/profile-page";

// Keys: moving between the two paths opens the other tab instead of keeping the old state.
export function ProfileRoute() {
  return <ProfilePage key="profile" />;
}

export function PreferencesRoute() {
  return <ProfilePage key="preferences" initialTab="preferences" />;
}
