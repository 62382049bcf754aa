import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { recipeKeys } from "./keys";

/** PUT /api/recipes/:id/photo (multipart): the member's photo, re-encoded by the server (docs/decisions/052). */
const setPhoto = (id: string, photo: File) => unwrap(api.recipes[":id"].photo.$put({ param: { id }, form: { photo } }));
/** DELETE /api/recipes/:id/photo: back to the drawn picture. */
const removePhoto = (id: string) => unwrap(api.recipes[":id"].photo.$delete({ param: { id } }));

/** The recipe's page, its cards and the community lists all show the picture: every recipe query is read again. */
function usePhotoMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.all }) });
}

export const useSetPhoto = (id: string) => usePhotoMutation((photo: File) => setPhoto(id, photo));
export const useRemovePhoto = (id: string) => usePhotoMutation(() => removePhoto(id));
