import { useId, useState } from "react";
import { SendHorizontal } from "lucide-react";
import { ASSISTANT_MESSAGE_MAX, assistantMessages, type IsoDate } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { enterKeyAction } from "../lib/input-keys";
import { monthDayLong } from "../lib/month-day";

interface Props {
  selectedDate: IsoDate | null;
  ready: boolean;
  pending: boolean;
  /** Resolves false when the message did not go: its words come back into the box. */
  onSend: (text: string) => Promise<boolean>;
  /** Desktop: the box takes the focus when the panel opens. Phones: not, so the keyboard stays down until asked. */
  autoFocus: boolean;
}

/** Spec section 2: the two placeholders; Enter sends, Shift+Enter is a new line; send is off while loading or not ready. */
export function MessageInput({ selectedDate, ready, pending, onSend, autoFocus }: Props) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const canSend = ready && !pending && draft.trim() !== "";

  const submit = () => {
    if (!canSend) return;
    const text = draft;
    setDraft("");
    void onSend(text).then((sent) => {
      if (!sent) setDraft((current) => current || text);
    });
  };

  return (
    <form
      className="flex shrink-0 items-end gap-2 border-t bg-card p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message Sierra
      </label>
      <Textarea
        id={inputId}
        value={draft}
        rows={1}
        maxLength={ASSISTANT_MESSAGE_MAX}
        disabled={!ready}
        data-autofocus={autoFocus || undefined}
        placeholder={selectedDate ? assistantMessages.placeholderWithDate(monthDayLong(selectedDate)) : assistantMessages.placeholder}
        className="max-h-32 min-h-10 resize-none bg-background"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          const action = enterKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }, canSend);
          if (action === "default") return;
          event.preventDefault();
          if (action === "send") submit();
        }}
      />
      <Button type="submit" size="icon" className="size-10 shrink-0" aria-label="Send message" disabled={!canSend}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
