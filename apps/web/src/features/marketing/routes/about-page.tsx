import { TRIAL_DAYS } from "@sierra/shared";
import { ProseList, ProsePage, ProseSection, TextLink } from "../components/prose";

/** Public about page (/about): what the product is, who it is for, how it works, its principles. */
export function AboutPage() {
  return (
    <ProsePage
      title="About Sierra Meal Planner"
      intro={
        <p>
          Sierra Meal Planner is a web app that helps you decide what to cook. Sierra, its AI assistant, builds personalised recipes and meal plans from your
          preferences, dietary needs and what you have at home.
        </p>
      }
    >
      <ProseSection title="Who it is for">
        <p>
          Sierra is made for home cooks and households: people cooking for themselves, couples, and families who want varied meals without spending every
          evening deciding what to make. It suits beginners who want simple recipes as well as confident cooks looking for something new.
        </p>
      </ProseSection>

      <ProseSection title="How planning with Sierra works">
        <ProseList ordered>
          <li>
            <strong>Tell Sierra about your kitchen.</strong> Share allergies, foods you dislike, cuisines you enjoy, your cooking skill, household size and how
            adventurous you want your meals to be.
          </li>
          <li>
            <strong>Ask for meals.</strong> Chat with Sierra to plan a day or a week. Sierra checks what is already on your plan and knows which date you are
            looking at.
          </li>
          <li>
            <strong>Keep your plan on a calendar.</strong> Recipes go into dated meal slots that you can view by day, week or month.
          </li>
          <li>
            <strong>Cook and save favourites.</strong> Each recipe lists ingredients, steps and nutrition per serving, and you can save the ones you love.
          </li>
        </ProseList>
        <p>
          Sierra comes with a {TRIAL_DAYS}-day free trial that includes dinner planning, and you can cancel anytime. See{" "}
          <TextLink to="/pricing">pricing</TextLink> for the plans that add breakfast and lunch.
        </p>
      </ProseSection>

      <ProseSection title="Our principles">
        <ProseList>
          <li>
            <strong>Nutrition computed from ingredients.</strong> Calories and macros are calculated from each recipe's ingredients and quantities rather than
            guessed. They are still estimates and not medical advice.
          </li>
          <li>
            <strong>Your data stays yours.</strong> We keep only what the service needs, never sell your data and delete your account on request. Read our{" "}
            <TextLink to="/privacy">privacy policy</TextLink>.
          </li>
          <li>
            <strong>Honest beta.</strong> Sierra Meal Planner is beta software. Function, design and feature access may change without warning, and features
            that are not ready yet are marked Coming Soon.
          </li>
        </ProseList>
      </ProseSection>

      <ProseSection title="Questions and feedback">
        <p>
          Start with <TextLink to="/help">Help &amp; Support</TextLink>, or <TextLink to="/contact">contact us</TextLink> with questions, bug reports and
          feature ideas. As a beta product, your feedback directly shapes what we build next.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
