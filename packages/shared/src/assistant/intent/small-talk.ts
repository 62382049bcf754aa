import type { IntentKind } from "./types";
import { alternation, bareWords } from "./normalize";

/**
 * Whole-message replies: a message counts only when every word belongs to its list, so
 * "no mushrooms" is not a decline and "yes, and plan lunches too" is not a bare confirm.
 */
const phrases = (text: string) => text.trim().split(/\s*\|\s*/);
const FILLER = phrases(
  "sierra | please | then | just | oh | ah | um | well | so | and | really | very much | so much | a lot | to my calendar | to the calendar | to my plan | to the plan | mate | wait | exactly | actually | honestly | i think | for now | first time using this | first time here | i am new | i am new here | new here | hmm | partner | pal | love | hun | dude | bud | buddy | friend | lol | yes | but | i am afraid | grand",
);
const CONFIRM = phrases(`yes | yeah | yep | yup | ya | yea | sure | ok | okay | k | alright | all right | sounds good | sounds great | sounds perfect |
  looks good | looks great | looks perfect | that works | works for me | do it | go ahead | go for it | confirm | confirmed | add them |
  add it | add those | add these | add that | save it | save them | save that | save those | save these | apply | apply it | apply them | let us do it | let us do that |
  please do | absolutely | definitely | of course | deal | that is great | that is perfect | that is fine | fine | yes to all | all of them |
  book it | lock it in | put them in | make it so | go on | go on then | why not | let us go | lets go | that will do | that will do nicely |
  that does it | that is the one | stick them in | stick it in | pop them in | yes please do | all good | love it | love them | nailed it |
  go ahead and add them | go ahead and add it | sound | chuck it in | chuck them in | pit them in | put them in | braw | grand | that is grand | that one is better | that is better |
  add them | add em | put those in | sounds good | put it in | pop it in | please do add them | do add them | that is it | yep that is it |
  those are ideal | that is ideal | ideal | do go ahead | please go ahead | go right ahead | do the needful | please do the needful |
  this is good | that is good | these are good | this looks good | these look good | those look good | it looks good | they look good |
  go ahead with those | go ahead with them | go ahead with it | go ahead with that | go ahead with these | proceed | please proceed | carry on |
  satisfactory | most satisfactory | that looks most satisfactory | that all looks most satisfactory | very good | very well | right you are |
  happy with that | happy with those | go ahead with those lunches | go ahead with those dinners | go ahead with those meals |
  go ahead with those breakfasts | go ahead with the lunches | go ahead with the dinners | yep those | those | those ones | these ones | ripper | beaut |
  you beauty | sweet as | thumbs up | thumbs up from me | yes from me | big yes | all yes | that one is better | yes that one is better | that is the one | that one | i am happy with that | i am happy with those | we are happy with that | spot on | bang on | sorted | lekker | sharp | shot | ja | yebo`);
const DECLINE = phrases(`no | nope | nah | no thanks | no thank you | cancel | cancel that | cancel it | not those | not that | not them |
  not that one | not these | never mind | nevermind | forget it | forget that | do not | do not add them | do not add it | do not add those |
  do not do that | do not do it | do not save it | skip | skip it | skip that | stop | not now | not really | no way | not interested |
  i do not like those | i do not like these | i do not like them | i do not like that | i do not like it | dismiss | discard | discard it |
  leave it | leave it as is | keep it as is | none of them | none of those | i will leave it | i will pass | pass | maybe not | not feeling it | i am not feeling it |
  not feeling those | not feeling them | not feeling that | leave it for now | not for now | maybe later | change of plan | change of plans |
  i will do it myself | i think i will do it myself | i will sort it myself | i will sort it out myself | after all | no need |
  i am afraid these are not quite to our taste | these are not quite to our taste | not quite to our taste | not to our taste |
  not really our taste | not for us | these are not for us | not feeling any of those | not feeling any of them | none of those appeal | none of them appeal | none of these appeal | not those either | not them either | not that either | changed my mind |
  i changed my mind | i have changed my mind | do not bother | i will plan by myself | i will plan it myself | i will plan myself |
  not at all | absolutely not | definitely not | certainly not | no chance | not a chance | not liking these | not liking those | not liking them |
  not liking this | not liking that | i am not liking these | i am not liking those | i am not liking them | i am not liking this | i am not liking it |
  not keen | not keen on those | not keen on these | not keen on them | not keen on that | i am not keen | not happy with those | not happy with these`);
const THANKS = phrases(
  "thanks | thank you | thx | ty | ta | ta very much | cheers for that | that is terribly kind of you | that is very kind of you | that is so kind of you | that is kind of you | how kind | very kind | cheers | many thanks | life saver | lifesaver | that is a life saver | you are a life saver | you are a lifesaver | that is a lifesaver | thank you so much | thank you so so much | much appreciated | appreciate it | i appreciate it | thanks a lot | thank you so much | thank you very much | thanks so much",
);
const PRAISE = phrases(
  "splendid | that all looks splendid | that all looks good | that all looks great | all looks good | all looks great | looks splendid | great | perfect | awesome | lovely | nice | cool | wonderful | brilliant | amazing | excellent | fantastic | good | ok | okay | that is great | that is perfect | that is helpful | very helpful | helpful | that is brilliant | that is lovely | that is amazing | that is awesome | that is fantastic | you are a star | legend",
);
const GREETING = phrases(`hi | hello | hey | hiya | howdy | greetings | yo | good morning | good afternoon | good evening | hi there | hey there |
  hello there | g'day | g'day mate | dia duit | kia ora | bonjour | hola | ciao | aloha | how are you this morning | how are you today |
  how are things | how are you | how are you doing | how is it going | what is up | sup | heya | hey ya | morning | mornin | evening | afternoon | good day | gday | hiya there |
  howzit | how is it | how is she cutting | what is the craic | what is the story | how are ya | how ya doing | how are you keeping | wassup | whats up | namaste | sawubona | yo yo |
  top of the morning | good to see you | nice to meet you | well hello`);
const HELP = phrases(`help | help me | what can you do | what else can you do | what can you help with | what can you help me with |
  how can you help | how can you help me | what do you do | how does this work | how do i use this | how do i use you |
  how do i use sierra | what can i ask | what can i ask you | what are you able to do | what are your features |
  what are your capabilities | who are you | what are you | commands | options | instructions | i need help | can you help |
  can you help me | what should i ask | what can sierra do | show me what you can do | tell me what you can do |
  what sort of stuff can you do | what sort of things can you do | what kind of stuff can you do | what kind of things can you do |
  what kind of things can i ask | what kind of things can i ask you | what sort of things can i ask | what sort of things can i ask you |
  what are you for | what are you capable of | what are you good for | how does this thing work | how does it work | what is sierra |
  help me out | help me out here | i need some help | i need a hand | give me a hand | i need help planning | i need help with planning |
  help with meal planning | help me plan | where do i start | where do i begin | how do i start | how do i get started | getting started |
  i am lost | i am confused | what now | what next |
  what should i do | what do i do | what do i say | how do i talk to you | what can i say | what do you know | what can you tell me |
  what is this chat for | what is this for | what is this chat | what is this | how do i use this thing | how do i use this app | how does this app work |
  how do i use it | how does sierra work | how do you work | what do i do here | how do i do this`);
/** "what sort of things can you help a family with?": a question about Sierra itself, with nothing to act on. */
const HELP_QUESTION =
  /^(?!.*\b(?:recipes?|dishes|meals?|dinners?|lunch(?:es)?|breakfasts?|food|cuisines?)\b)(?:what|which|how|tell me|show me)(?: [a-z']+){0,6}? (?:you|sierra|this app|this thing|this assistant)(?: [a-z']+){0,5}? (?:do|help(?: (?:me|us|with|a|an|the|my|our)(?: [a-z]+){0,3})?|know|able to do|capable of|offer|work|use|for|good at|features?)(?: for (?:me|us))?$/;

/**
 * Every word is covered by phrases of the lists, at least one from the first. Read word by word
 * (which positions can be reached, with or without a primary phrase) rather than by one regular
 * expression: "no thanks no thanks ..." splits in 2^n ways and would make a regex backtrack for seconds.
 */
function madeOf(primary: string[], ...extras: string[][]): (words: string) => boolean {
  // Phrases by their first word, each with whether it is a primary one.
  const byFirst = new Map<string, [string[], boolean][]>();
  const file = (list: string[], isPrimary: boolean) =>
    list.forEach((p) => {
      const words = p.split(" ");
      byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), [words, isPrimary]]);
    });
  file(primary, true);
  extras.forEach((list) => file(list, false));
  return (text) => {
    const words = text.split(" ");
    // reached[i]: 0 not reached, 1 reached by extras only, 2 reached with a primary phrase.
    const reached = new Uint8Array(words.length + 1);
    reached[0] = 1;
    for (let i = 0; i < words.length; i += 1) {
      if (!reached[i]) continue;
      for (const [phrase, isPrimary] of byFirst.get(words[i]!) ?? []) {
        if (!phrase.every((word, k) => words[i + k] === word)) continue;
        const next = i + phrase.length;
        reached[next] = Math.max(reached[next]!, isPrimary ? 2 : reached[i]!);
      }
    }
    return reached[words.length] === 2;
  };
}
const isConfirm = madeOf(CONFIRM, PRAISE, FILLER, THANKS);
const isDecline = madeOf(DECLINE, FILLER, THANKS);
const isThanks = madeOf(THANKS, PRAISE, FILLER);
const isGreeting = madeOf(GREETING, FILLER);
const isHelp = madeOf(HELP, FILLER, GREETING);
const isPraise = madeOf(PRAISE, FILLER);
const isFillerOnly = madeOf(FILLER);
const STRONG_CONFIRM =
  /\b(?:yes|yeah|yep|yup|ya|yea|sure|add|save|do it|go ahead|go for it|confirm|confirmed|apply|sounds|looks|works|absolutely|definitely|deal|book|lock|put them|make it so|please do|of course|fine)\b/;

/**
 * The kind of a message made only of small talk, or null. "No thanks" declines; "great, thanks"
 * thanks; "yes thanks" and a bare "great" or "perfect" confirm (the engine applies only a card
 * still proposed, so with none it just acknowledges).
 */
export function smallTalkKind(text: string): IntentKind | null {
  const words = bareWords(text);
  if (!words) return null;
  if (isDecline(words)) return "decline";
  if (isHelp(words) || (HELP_QUESTION.test(words) && words.split(" ").length <= 12)) return "help";
  if (isGreeting(words)) return "greeting";
  if (isThanks(words) && !STRONG_CONFIRM.test(words)) return "thanks";
  if (isConfirm(words) || isPraise(words)) return "confirm";
  return null;
}

/** A greeting in front of a request ("hi Sierra, what's for dinner?") is dropped before reading it. */
const LEADING_GREETING = new RegExp(`^(?:(?:${alternation(GREETING)})\\b[ ,!.]*){1,3}(?:sierra\\b[ ,!.]*)?`);
export function withoutGreeting(text: string): string {
  const rest = text.replace(LEADING_GREETING, "").trim();
  // "mornin :)" is all greeting: what is left is no request
  return /[a-z0-9]/.test(rest) && !isFillerOnly(bareWords(rest)) ? rest : text;
}
