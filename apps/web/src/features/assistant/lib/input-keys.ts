export interface KeyPress {
  key: string;
  shiftKey: boolean;
  /** True while an input method is composing (an accented letter, Japanese kana...): Enter picks, it does not send. */
  isComposing: boolean;
}

/**
 * Spec section 2: Enter sends, Shift+Enter is a new line. Enter while Sierra answers (or before
 * she is ready) does nothing rather than adding a line the user did not ask for.
 */
export function enterKeyAction(press: KeyPress, canSend: boolean): "send" | "ignore" | "default" {
  if (press.key !== "Enter" || press.shiftKey || press.isComposing) return "default";
  return canSend ? "send" : "ignore";
}
