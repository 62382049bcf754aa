import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SuggestedLocalMarketsCard } from "@/features/markets";
import { ActiveSessionsCard, ApiTokensCard, TwoFactorCard } from "@/features/account-security";
import type { ProfileData } from "../api/get-profile";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { HouseholdCard } from "./household-card";
import { NutritionForm } from "./nutrition-form";
import { PersonalInfoForm } from "./personal-info-form";
import { PreferencesForm } from "./preferences-form";
import { RemindersCard } from "./reminders-card";

export type ProfileTab = "personal" | "nutrition" | "preferences";

/**
 * A tab is drawn when first opened and then stays mounted (hidden when inactive), so unsaved
 * edits survive switching tabs; the page's first render draws only the open tab, a third of the
 * work on a slowed phone (docs/decisions/068).
 */
export function ProfileTabs({ data, initialTab }: { data: ProfileData; initialTab: ProfileTab }) {
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  const [opened, setOpened] = useState<ReadonlySet<ProfileTab>>(() => new Set([initialTab]));
  const open = (value: string) => {
    const next = value as ProfileTab;
    setTab(next);
    setOpened((before) => (before.has(next) ? before : new Set([...before, next])));
  };
  const keep = (value: ProfileTab) => (opened.has(value) ? true : undefined);
  const content = "flex flex-col gap-6 data-[state=inactive]:hidden";
  return (
    <Tabs value={tab} onValueChange={open} className="gap-6">
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
        <TabsTrigger value="personal" className="whitespace-normal py-1.5 sm:whitespace-nowrap">
          Personal Info
        </TabsTrigger>
        <TabsTrigger value="nutrition" className="whitespace-normal py-1.5 sm:whitespace-nowrap">
          Diet &amp; Nutrition
        </TabsTrigger>
        <TabsTrigger value="preferences" className="whitespace-normal py-1.5 sm:whitespace-nowrap">
          Preferences
        </TabsTrigger>
      </TabsList>
      <TabsContent value="personal" forceMount={keep("personal")} className={content}>
        <PersonalInfoForm data={data} />
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <ChangeEmailForm />
          <ChangePasswordForm />
        </div>
        <div className="flex flex-col gap-6" data-testid="account-security">
          <TwoFactorCard />
          <ActiveSessionsCard />
          <ApiTokensCard />
        </div>
      </TabsContent>
      <TabsContent value="nutrition" forceMount={keep("nutrition")} className={content}>
        <NutritionForm member={data.member} />
        {data.household && <HouseholdCard household={data.household} />}
      </TabsContent>
      <TabsContent value="preferences" forceMount={keep("preferences")} className={content}>
        <PreferencesForm preferences={data.preferences} />
        {/* The card loads the saved preferences itself, as it will on /meal-plans. */}
        <SuggestedLocalMarketsCard showPreferencesLink={false} />
        <RemindersCard />
      </TabsContent>
    </Tabs>
  );
}
