import { createBrowserRouter } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { ProtectedRoute } from "./guards/protected-route";
import { GuestOnlyRoute } from "./guards/guest-only-route";
import { AdminRoute } from "./guards/admin-route";
import { RouteErrorPage } from "./route-error-page";
import { LandingPage } from "@/features/marketing/routes/landing-page";
import { PricingPage } from "@/features/marketing/routes/pricing-page";
import { AboutPage } from "@/features/marketing/routes/about-page";
import { TermsPage } from "@/features/marketing/routes/terms-page";
import { PrivacyPage } from "@/features/marketing/routes/privacy-page";
import { ContactPage } from "@/features/marketing/routes/contact-page";
import { HelpPage } from "@/features/marketing/routes/help-page";
import { LoginPage } from "@/features/auth/routes/login-page";
import { RegisterPage } from "@/features/auth/routes/register-page";
import { ForgotPasswordPage } from "@/features/auth/routes/forgot-password-page";
import { ResetPasswordPage } from "@/features/auth/routes/reset-password-page";
import { CallbackPage } from "@/features/auth/routes/callback-page";
import { TwoFactorPage } from "@/features/auth/routes/two-factor-page";
import { DashboardPage } from "@/features/dashboard/routes/dashboard-page";
import { AdminPage } from "@/features/admin/routes/admin-page";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { ProfilePage } from "@/features/profile/routes/profile-page";
import { RecipesPage } from "@/features/recipes/routes/recipes-page";
import { RecipeDetailPage } from "@/features/recipes/routes/recipe-detail-page";
import { MealPlansPage } from "@/features/meal-plans/routes/meal-plans-page";
import { SuggestedLocalMarketsCard } from "@/features/markets";

/** Billing pages load on first visit (route-level code splitting); most visitors never open them. */
const billing = {
  success: () => import("@/features/billing/routes/checkout-success-page").then((m) => ({ Component: m.CheckoutSuccessPage })),
  cancel: () => import("@/features/billing/routes/checkout-cancel-page").then((m) => ({ Component: m.CheckoutCancelPage })),
  subscription: () => import("@/features/billing/routes/subscription-page").then((m) => ({ Component: m.SubscriptionPage })),
  sandboxCheckout: () => import("@/features/billing/routes/sandbox-checkout-page").then((m) => ({ Component: m.SandboxCheckoutPage })),
  sandboxPortal: () => import("@/features/billing/routes/sandbox-portal-page").then((m) => ({ Component: m.SandboxPortalPage })),
};
const onboarding = () => import("@/features/onboarding/routes/onboarding-page").then((m) => ({ Component: m.OnboardingPage }));

/**
 * The spec's route table. Routes no issue has built yet (pantry, onboarding,
 * shopping-lists) fall through to the 404 page until they land.
 */
export const router = createBrowserRouter([
  // The test payment provider's hosted pages stand alone, like a real provider's checkout.
  { path: "billing/sandbox/checkout/:id", lazy: billing.sandboxCheckout, errorElement: <RouteErrorPage /> },
  { path: "billing/sandbox/portal/:token", lazy: billing.sandboxPortal, errorElement: <RouteErrorPage /> },
  // Onboarding has its own header (spec: outside the main layout).
  { path: "onboarding", lazy: onboarding, errorElement: <RouteErrorPage /> },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "pricing", element: <PricingPage /> },
      { path: "about", element: <AboutPage /> },
      { path: "terms", element: <TermsPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "contact", element: <ContactPage /> },
      { path: "help", element: <HelpPage /> },
      { path: "checkout/success", lazy: billing.success },
      { path: "checkout/cancel", lazy: billing.cancel },
      // Visitors may browse the public catalogue; the pages show them a sign-in prompt.
      { path: "recipes", element: <RecipesPage /> },
      { path: "recipe/:id?", element: <RecipeDetailPage /> },
      // Visitors see sign-in prompts in the page, the date selector and the calendar.
      { path: "meal-plans", element: <MealPlansPage marketsCard={<SuggestedLocalMarketsCard />} /> },
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: "auth/login", element: <LoginPage /> },
          { path: "auth/register", element: <RegisterPage /> },
          { path: "auth/two-factor", element: <TwoFactorPage /> },
        ],
      },
      { path: "auth/forgot-password", element: <ForgotPasswordPage /> },
      { path: "auth/reset-password", element: <ResetPasswordPage /> },
      { path: "auth/callback", element: <CallbackPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "dashboard", element: <DashboardPage /> },
          { path: "subscription", lazy: billing.subscription },
          // Keys: moving between the two paths opens the other tab instead of keeping the old state.
          { path: "profile", element: <ProfilePage key="profile" /> },
          { path: "preferences", element: <ProfilePage key="preferences" initialTab="preferences" /> },
          { element: <AdminRoute />, children: [{ path: "admin", element: <AdminPage /> }] },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
