import { Route, Routes, useLocation } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { ProtectedRoute } from "./guards/protected-route";
import { GuestOnlyRoute } from "./guards/guest-only-route";
import { AdminRoute } from "./guards/admin-route";
import { RouteErrorBoundary } from "./route-error-boundary";
import { PageSuspense } from "./page-suspense";
import { lazyPage } from "./lazy-page";
const LandingPage = lazyPage(() => import("@/features/marketing/routes/landing-page"), "LandingPage");

// Every page loads on first visit (visitors get the landing page prerendered: landing/boot.ts).
const PricingPage = lazyPage(() => import("@/features/marketing/routes/pricing-page"), "PricingPage");
const AboutPage = lazyPage(() => import("@/features/marketing/routes/about-page"), "AboutPage");
const TermsPage = lazyPage(() => import("@/features/marketing/routes/terms-page"), "TermsPage");
const PrivacyPage = lazyPage(() => import("@/features/marketing/routes/privacy-page"), "PrivacyPage");
const ContactPage = lazyPage(() => import("@/features/marketing/routes/contact-page"), "ContactPage");
const HelpPage = lazyPage(() => import("@/features/marketing/routes/help-page"), "HelpPage");
const LoginPage = lazyPage(() => import("@/features/auth/routes/login-page"), "LoginPage");
const RegisterPage = lazyPage(() => import("@/features/auth/routes/register-page"), "RegisterPage");
const ForgotPasswordPage = lazyPage(() => import("@/features/auth/routes/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("@/features/auth/routes/reset-password-page"), "ResetPasswordPage");
const CallbackPage = lazyPage(() => import("@/features/auth/routes/callback-page"), "CallbackPage");
const TwoFactorPage = lazyPage(() => import("@/features/auth/routes/two-factor-page"), "TwoFactorPage");
const DashboardPage = lazyPage(() => import("@/features/dashboard/routes/dashboard-page"), "DashboardPage");
const AdminPage = lazyPage(() => import("@/features/admin/routes/admin-page"), "AdminPage");
const NotFoundPage = lazyPage(() => import("@/features/errors/not-found-page"), "NotFoundPage");
const ProfileRoute = lazyPage(() => import("./routes/profile-routes"), "ProfileRoute");
const PreferencesRoute = lazyPage(() => import("./routes/profile-routes"), "PreferencesRoute");
const RecipesPage = lazyPage(() => import("@/features/recipes/routes/recipes-page"), "RecipesPage");
const CommunityPage = lazyPage(() => import("@/features/recipes/community/community-page"), "CommunityPage");
const AuthorPage = lazyPage(() => import("@/features/recipes/community/author-page"), "AuthorPage");
const RecipeImportPage = lazyPage(() => import("@/features/recipes/routes/recipe-import-page"), "RecipeImportPage");
const RecipeDetailPage = lazyPage(() => import("@/features/recipes/routes/recipe-detail-page"), "RecipeDetailPage");
const MealPlansRoute = lazyPage(() => import("./routes/meal-plans-route"), "MealPlansRoute");
const CheckoutSuccessPage = lazyPage(() => import("@/features/billing/routes/checkout-success-page"), "CheckoutSuccessPage");
const CheckoutCancelPage = lazyPage(() => import("@/features/billing/routes/checkout-cancel-page"), "CheckoutCancelPage");
const SubscriptionPage = lazyPage(() => import("@/features/billing/routes/subscription-page"), "SubscriptionPage");
const SandboxCheckoutPage = lazyPage(() => import("@/features/billing/routes/sandbox-checkout-page"), "SandboxCheckoutPage");
const SandboxPortalPage = lazyPage(() => import("@/features/billing/routes/sandbox-portal-page"), "SandboxPortalPage");
const OnboardingPage = lazyPage(() => import("@/features/onboarding/routes/onboarding-page"), "OnboardingPage");
const PantryPage = lazyPage(() => import("@/features/pantry/routes/pantry-page"), "PantryPage");
const ShoppingListsPage = lazyPage(() => import("@/features/shopping-lists/routes/shopping-lists-page"), "ShoppingListsPage");

/**
 * The spec's route table. Declarative routes: the app needs no loaders or actions, and the
 * data router cost the first download 15 KB more (docs/decisions/032).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        {/* The test payment provider's hosted pages stand alone, like a real provider's checkout. */}
        <Route
          path="billing/sandbox/checkout/:id"
          element={
            <PageSuspense>
              <SandboxCheckoutPage />
            </PageSuspense>
          }
        />
        <Route
          path="billing/sandbox/portal/:token"
          element={
            <PageSuspense>
              <SandboxPortalPage />
            </PageSuspense>
          }
        />
        {/* Onboarding stands outside the main layout, with its own header (spec section 2). */}
        <Route
          path="onboarding"
          element={
            <PageSuspense>
              <OnboardingPage />
            </PageSuspense>
          }
        />
        <Route element={<RootLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="checkout/success" element={<CheckoutSuccessPage />} />
          <Route path="checkout/cancel" element={<CheckoutCancelPage />} />
          {/* Visitors may browse the public catalogue; the pages show them a sign-in prompt. */}
          <Route path="recipes" element={<RecipesPage />} />
          <Route path="recipes/community" element={<CommunityPage />} />
          <Route path="recipes/community/authors/:id" element={<AuthorPage />} />
          <Route path="recipes/import" element={<RecipeImportPage />} />
          <Route path="recipe/:id?" element={<RecipeDetailPage />} />
          {/* Visitors see sign-in prompts in the page, the date selector and the calendar. */}
          <Route path="meal-plans" element={<MealPlansRoute />} />
          <Route element={<GuestOnlyRoute />}>
            <Route path="auth/login" element={<LoginPage />} />
            <Route path="auth/register" element={<RegisterPage />} />
            <Route path="auth/two-factor" element={<TwoFactorPage />} />
          </Route>
          <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="auth/reset-password" element={<ResetPasswordPage />} />
          <Route path="auth/callback" element={<CallbackPage />} />
          <Route element={<ProtectedRoute />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="subscription" element={<SubscriptionPage />} />
            <Route path="profile" element={<ProfileRoute />} />
            <Route path="preferences" element={<PreferencesRoute />} />
            <Route path="pantry" element={<PantryPage />} />
            <Route path="shopping-lists" element={<ShoppingListsPage />} />
            <Route element={<AdminRoute />}>
              <Route path="admin" element={<AdminPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
