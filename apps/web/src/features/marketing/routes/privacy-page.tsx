import { LEGAL_LAST_UPDATED } from "../components/legal";
import { ProseList, ProsePage, ProseSection, TextLink } from "../components/prose";

/** Public privacy policy (/privacy), in plain language. */
export function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          This policy explains what Sierra Meal Planner keeps about you, why, and what you can ask us to do with it. The short version: we keep what the service
          needs to work, we never sell your data, and we delete it when you ask.
        </p>
      }
    >
      <ProseSection title="What we keep">
        <ProseList>
          <li>
            <strong>Account details:</strong> your e-mail address, name, the phone number you give at registration, and your password in hashed form (we cannot
            read it).
          </li>
          <li>
            <strong>Preferences:</strong> allergies, dislikes, cuisines, cooking skill, household size, variety preference, nutrition goals, zip code and time
            zone.
          </li>
          <li>
            <strong>What you create:</strong> your meal plans, the recipes generated for you, your favourites and your conversations with Sierra, so the
            assistant can remember them.
          </li>
          <li>
            <strong>Subscription status:</strong> your plan, billing interval and trial or renewal dates.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through the contact form.
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection title="How we use it">
        <p>
          We use your data only to run Sierra for you: to sign you in, plan meals around your preferences, compute nutrition, send account e-mails (such as
          verification and password-reset links), answer your messages and keep the service secure. We do not use it for advertising.
        </p>
      </ProseSection>

      <ProseSection title="Cookies and browser storage">
        <ProseList>
          <li>
            <strong>Session cookie:</strong> keeps you signed in. It is required for the service to work.
          </li>
          <li>
            <strong>Sidebar-state cookie:</strong> remembers whether the sidebar is open or collapsed, for 7 days.
          </li>
          <li>
            <strong>Local storage:</strong> remembers your light or dark theme, whether you have finished onboarding, and, while you sign up, the onboarding
            steps you have filled in (your name, e-mail and chat with Sierra) until checkout.
          </li>
        </ProseList>
        <p>We use no advertising or third-party tracking cookies.</p>
      </ProseSection>

      <ProseSection title="Who else sees it">
        <p>
          We never sell your data. We share it only with service providers that help us run Sierra, such as hosting, e-mail delivery and, when online checkout
          opens, payment processing (card details go to the payment provider, not to us). When an external AI model is used to answer the assistant, only what
          it needs to answer your request is sent to it. We may disclose data if the law requires it.
        </p>
      </ProseSection>

      <ProseSection title="How long we keep it and deletion">
        <p>
          We keep your data while your account exists. Ask us to delete your account through the <TextLink to="/contact">contact form</TextLink> and we will
          delete your account, preferences, meal plans, favourites and conversations. We may keep what the law requires us to keep, such as billing records.
        </p>
      </ProseSection>

      <ProseSection title="Your choices">
        <ProseList>
          <li>See and correct your details and preferences on your profile page at any time.</li>
          <li>Ask us for a copy of your data, or to correct or delete it.</li>
          <li>Switch your theme or collapse the sidebar whenever you like; clearing your browser storage resets them.</li>
        </ProseList>
      </ProseSection>

      <ProseSection title="Security and children">
        <p>
          Passwords are stored hashed, sessions use secure cookies, and each account can reach only its own data. Sierra is not intended for children under 16.
        </p>
      </ProseSection>

      <ProseSection title="Changes and contact">
        <p>
          We will update this page when our practices change and show the new date at the top. Questions about your privacy?{" "}
          <TextLink to="/contact">Contact us</TextLink>.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
