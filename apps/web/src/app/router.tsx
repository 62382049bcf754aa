import { createBrowserRouter } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { ProtectedRoute } from "./guards/protected-route";
import { GuestOnlyRoute } from "./guards/guest-only-route";
import { AdminRoute } from "./guards/admin-route";
import { RouteErrorPage } from "./route-error-page";
import { lazyPage } from "./lazy-page";
import { LandingPage } from "@/features/marketing/routes/landing-page";

/** Every page but the landing page loads on first visit; the landing page ships with the shell. */
const pages = {
  pricing: lazyPage(() => import("@/features/marketing/routes/pricing-page"), "PricingPage"),
  about: lazyPage(() => import("@/features/marketing/routes/about-page"), "AboutPage"),
  terms: lazyPage(() => import("@/features/marketing/routes/terms-page"), "TermsPage"),
  privacy: lazyPage(() => import("@/features/marketing/routes/privacy-page"), "PrivacyPage"),
  contact: lazyPage(() => import("@/features/marketing/routes/contact-page"), "ContactPage"),
  help: lazyPage(() => import("@/features/marketing/routes/help-page"), "HelpPage"),
  login: lazyPage(() => import("@/features/auth/routes/login-page"), "LoginPage"),
  register: lazyPage(() => import("@/features/auth/routes/register-page"), "RegisterPage"),
  forgotPassword: lazyPage(() => import("@/features/auth/routes/forgot-password-page"), "ForgotPasswordPage"),
  resetPassword: lazyPage(() => import("@/features/auth/routes/reset-password-page"), "ResetPasswordPage"),
  callback: lazyPage(() => import("@/features/auth/routes/callback-page"), "CallbackPage"),
  twoFactor: lazyPage(() => import("@/features/auth/routes/two-factor-page"), "TwoFactorPage"),
  dashboard: lazyPage(() => import("@/features/dashboard/routes/dashboard-page"), "DashboardPage"),
  admin: lazyPage(() => import("@/features/admin/routes/admin-page"), "AdminPage"),
  notFound: lazyPage(() => import("@/features/errors/not-found-page"), "NotFoundPage"),
  profile: lazyPage(() => import("./routes/profile-routes"), "ProfileRoute"),
  preferences: lazyPage(() => import("./routes/profile-routes"), "PreferencesRoute"),
  recipes: lazyPage(() => import("@/features/recipes/routes/recipes-page"), "RecipesPage"),
  recipe: lazyPage(() => import("@/features/recipes/routes/recipe-detail-page"), "RecipeDetailPage"),
  mealPlans: lazyPage(() => import("./routes/meal-plans-route"), "MealPlansRoute"),
  checkoutSuccess: lazyPage(() => import("@/features/billing/routes/checkout-success-page"), "CheckoutSuccessPage"),
  checkoutCancel: lazyPage(() => import("@/features/billing/routes/checkout-cancel-page"), "CheckoutCancelPage"),
  subscription: lazyPage(() => import("@/features/billing/routes/subscription-page"), "SubscriptionPage"),
  sandboxCheckout: lazyPage(() => import("@/features/billing/routes/sandbox-checkout-page"), "SandboxCheckoutPage"),
  sandboxPortal: lazyPage(() => import("@/features/billing/routes/sandbox-portal-page"), "SandboxPortalPage"),
};

/**
 * The spec's route table. Routes no issue has built yet (pantry, shopping-lists)
 * fall through to the 404 page until they land.
 */
export const router = createBrowserRouter([
  // The test payment provider's hosted pages stand alone, like a real provider's checkout.
  { path: "billing/sandbox/checkout/:id", lazy: pages.sandboxCheckout, errorElement: <RouteErrorPage /> },
  { path: "billing/sandbox/portal/:token", lazy: pages.sandboxPortal, errorElement: <RouteErrorPage /> },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "pricing", lazy: pages.pricing },
      { path: "about", lazy: pages.about },
      { path: "terms", lazy: pages.terms },
      { path: "privacy", lazy: pages.privacy },
      { path: "contact", lazy: pages.contact },
      { path: "help", lazy: pages.help },
      { path: "checkout/success", lazy: pages.checkoutSuccess },
      { path: "checkout/cancel", lazy: pages.checkoutCancel },
      // Visitors may browse the public catalogue; the pages show them a sign-in prompt.
      { path: "recipes", lazy: pages.recipes },
      { path: "recipe/:id?", lazy: pages.recipe },
      // Visitors see sign-in prompts in the page, the date selector and the calendar.
      { path: "meal-plans", lazy: pages.mealPlans },
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: "auth/login", lazy: pages.login },
          { path: "auth/register", lazy: pages.register },
          { path: "auth/two-factor", lazy: pages.twoFactor },
        ],
      },
      { path: "auth/forgot-password", lazy: pages.forgotPassword },
      { path: "auth/reset-password", lazy: pages.resetPassword },
      { path: "auth/callback", lazy: pages.callback },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "dashboard", lazy: pages.dashboard },
          { path: "subscription", lazy: pages.subscription },
          { path: "profile", lazy: pages.profile },
          { path: "preferences", lazy: pages.preferences },
          { element: <AdminRoute />, children: [{ path: "admin", lazy: pages.admin }] },
        ],
      },
      { path: "*", lazy: pages.notFound },
    ],
  },
]);
