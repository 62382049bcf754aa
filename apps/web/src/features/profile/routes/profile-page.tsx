import { profileToasts } from "@sierra/shared";
import { FullPageMessage } from "@/components/full-page-message";
import { ProfileLoadError } from "../components/profile-load-error";
import { ProfileTabs, type ProfileTab } from "../components/profile-tabs";
import { useEmailChangeResult } from "../hooks/use-email-change-result";
import { useProfileLoader } from "../hooks/use-profile-loader";

/** /profile (Personal Info first) and /preferences (Preferences first). */
export function ProfilePage({ initialTab = "personal" }: { initialTab?: ProfileTab }) {
  useEmailChangeResult();
  const { query, retry, loading } = useProfileLoader();

  if (loading) return <FullPageMessage>{profileToasts.loading}</FullPageMessage>;
  if (!query.data) return <ProfileLoadError message={query.error?.message} onRetry={retry} />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Profile &amp; Preferences</h1>
        <p className="mt-1 text-muted-foreground">Your account, your goals and what Sierra should know when it plans for you.</p>
      </div>
      <ProfileTabs data={query.data} initialTab={initialTab} />
    </div>
  );
}
