import { useId, useRef, useState } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { PHOTO_LIMITS, photoInputSchema } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useRemovePhoto, useSetPhoto } from "../api/recipe-photo";

/**
 * The owner's photo of their recipe: JPEG, PNG or WebP up to 5 MB, checked here with the route's
 * own schema, then re-encoded by the server; removing it brings back the drawn picture (decision 052).
 */
export function RecipePhotoControl({ recipeId, imageUrl }: { recipeId: string; imageUrl: string }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const setPhoto = useSetPhoto(recipeId);
  const removePhoto = useRemovePhoto(recipeId);
  const hasPicture = !imageUrl.endsWith("/image.svg");
  const busy = setPhoto.isPending || removePhoto.isPending;
  const fail = (e: Error) => {
    setError(e.message);
    toast.error(e.message);
  };

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const parsed = photoInputSchema.safeParse({ photo: file });
    if (!parsed.success) return fail(new Error(parsed.error.issues[0]?.message));
    setError(null);
    setPhoto.mutateAsync(file).then(() => toast.success("Photo saved"), fail);
  };

  return (
    <div className="flex flex-col gap-2 print:hidden" data-testid="photo-control">
      <input
        ref={input}
        type="file"
        accept={PHOTO_LIMITS.types.join(",")}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" /> {setPhoto.isPending ? "Uploading photo…" : hasPicture ? "Replace photo" : "Add a photo"}
        </Button>
        {hasPicture && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() =>
              removePhoto.mutateAsync().then(() => {
                setError(null);
                toast.success("Photo removed");
              }, fail)
            }
          >
            <Trash2 aria-hidden="true" /> Remove photo
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        JPEG, PNG or WebP, up to 5 MB. We remove the location and camera details before saving it.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
