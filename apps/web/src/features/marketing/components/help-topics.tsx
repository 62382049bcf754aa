import type { ReactNode } from "react";
import { TRIAL_DAYS } from "@sierra/shared";
import { TextLink } from "./prose";

export interface HelpTopic {
  id: string;
  title: string;
  questions: { q: string; a: ReactNode }[];
}

/** Help & Support content, grouped by topic. */
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: "getting-started",
    title: "Getting started",
    questions: [
      {
        q: "How do I create an account?",
        a: (
          <>
            Go to <TextLink to="/auth/register">Sign up</TextLink> and enter your name, e-mail, phone number and a password of at least 8 characters, then
            accept the terms.
          </>
        ),
      },
      {
        q: "How do I verify my e-mail address?",
        a: "After registering we send you an e-mail with a verification link. Open the link on any device to confirm your address.",
      },
      {
        q: "How do I sign in?",
        a: (
          <>
            Once your e-mail is verified, go to <TextLink to="/auth/login">Log in</TextLink> and enter your e-mail and password. You land on your dashboard.
          </>
        ),
      },
    ],
  },
  {
    id: "planning",
    title: "Planning meals",
    questions: [
      {
        q: "How do I plan a meal?",
        a: "Open Meal Plans, pick a date and choose the Daily, Weekly or Monthly view. Ask Sierra, the assistant behind the button at the bottom right, to suggest something; Sierra can add recipes straight to your calendar.",
      },
      {
        q: "Why can't I add a meal to some slots?",
        a: "You can plan up to one month ahead; slots more than 30 days away are dimmed and show 'Plan closer to date'. For today, breakfast closes at 11:00, lunch at 14:00 and dinner at 21:00 in your time zone. Past days without a meal show 'No meal planned'.",
      },
      {
        q: "Why do I see an upgrade prompt instead of breakfast or lunch?",
        a: "Your plan decides which meal types you can plan. See 'Subscription and meal types' below.",
      },
    ],
  },
  {
    id: "recipes",
    title: "Recipes and favourites",
    questions: [
      {
        q: "How do I find a recipe?",
        a: "Open Recipes and search by title, or filter by meal type and category. Each recipe shows prep and cook time, servings, nutrition per serving, ingredients and steps.",
      },
      {
        q: "How do I save a favourite?",
        a: "Use the favourite button on a recipe page. Turn on the Favorites toggle on the Recipes page to see only your saved recipes.",
      },
    ],
  },
  {
    id: "profile",
    title: "Profile & preferences",
    questions: [
      {
        q: "Where do I change my details?",
        a: "Profile & Preferences has three tabs. Personal Info holds your name, e-mail and password; Diet & Nutrition holds your calorie goal, dietary goal and macros; Preferences holds cuisines, allergies, dislikes, household size, variety and time zone.",
      },
      {
        q: "How does Sierra use my preferences?",
        a: "Sierra plans around your allergies, dislikes, cuisines, skill level and household size. Always check ingredients yourself: suggestions and nutrition figures are estimates, not medical advice.",
      },
    ],
  },
  {
    id: "subscription",
    title: "Subscription and meal types",
    questions: [
      {
        q: "Which meal types does each plan allow?",
        a: (
          <ul className="list-disc space-y-1 pl-5">
            <li>No plan or trial: no meal planning.</li>
            <li>{TRIAL_DAYS}-day free trial: dinner only.</li>
            <li>Dinner Plan: dinner.</li>
            <li>All Day Plan: breakfast, lunch and dinner.</li>
            <li>Breakfast and Lunch Add-ons: add that meal to an active Dinner Plan.</li>
          </ul>
        ),
      },
      {
        q: "How do I start or change a plan?",
        a: (
          <>
            Compare plans on the <TextLink to="/pricing">pricing page</TextLink> and choose one: checkout opens in a new tab. Your current plan, trial and next
            billing date are on your <TextLink to="/subscription">subscription page</TextLink>, where Manage Subscription lets you switch, cancel or update your
            card.
          </>
        ),
      },
    ],
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    questions: [
      {
        q: "I didn't get the verification e-mail",
        a: "Check your spam or junk folder first. Then go to the sign-in page and resend the verification e-mail from there. Make sure you registered with the right address.",
      },
      {
        q: "I forgot my password",
        a: (
          <>
            Use <TextLink to="/auth/forgot-password">Forgot password</TextLink> on the sign-in page. Enter your e-mail and we send a reset link; open it to
            choose a new password of at least 8 characters.
          </>
        ),
      },
      {
        q: "A recipe says it is still being generated",
        a: "Sierra is still writing that recipe. Wait a moment and open it again from your meal plan.",
      },
    ],
  },
];
