import { useState } from "react";
import type { RecipeImportInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** A page's address, or its text pasted (for sites that refuse servers, and offline). */
export function ImportForm({
  initialUrl,
  initialText,
  pending,
  onImport,
}: {
  initialUrl: string;
  initialText: string;
  pending: boolean;
  onImport: (input: RecipeImportInput) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState(initialText);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        className="grid gap-3 rounded-xl border bg-card p-5"
        onSubmit={(e) => {
          e.preventDefault();
          onImport({ url: url.trim() });
        }}
      >
        <Label htmlFor="import-url">Recipe page address</Label>
        <Input id="import-url" type="url" required placeholder="https://…" value={url} onChange={(e) => setUrl(e.target.value)} />
        <Button type="submit" disabled={pending || !url.trim()}>
          {pending ? "Reading the page…" : "Import from the web"}
        </Button>
      </form>
      <form
        className="grid gap-3 rounded-xl border bg-card p-5"
        onSubmit={(e) => {
          e.preventDefault();
          onImport({ text });
        }}
      >
        <Label htmlFor="import-text">Or paste the recipe's text</Label>
        <Textarea id="import-text" rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder={"Title\nIngredients\n…\nMethod\n…"} />
        <Button type="submit" variant="secondary" disabled={pending || !text.trim()}>
          Import pasted text
        </Button>
      </form>
    </div>
  );
}
