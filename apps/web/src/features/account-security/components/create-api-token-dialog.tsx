import { useState } from "react";
import type { ApiTokenCreateInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { serverTextOr } from "@/lib/api";
import { useCreateApiToken } from "../api/create-api-token";
import { ApiTokenSecret } from "./api-token-secret";
import { CreateApiTokenForm } from "./create-api-token-form";

/** Make a token: name, access and expiry, then its secret, shown this once (docs/decisions/059). */
export function CreateApiTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateApiToken();
  // Closing forgets the secret: it cannot be shown again.
  const close = () => {
    onOpenChange(false);
    setSecret(null);
  };
  const onSubmit = async (values: ApiTokenCreateInput) => {
    try {
      setSecret((await create.mutateAsync(values)).secret);
      return null;
    } catch (error) {
      return serverTextOr(error, "Couldn't create the token. Please try again.");
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{secret ? "Your new API token" : "Create an API token"}</DialogTitle>
          <DialogDescription>
            {secret
              ? "Paste it into the script or app that will use it."
              : "A token lets your own scripts and apps use your meal plans and kitchen, without your password."}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <>
            <ApiTokenSecret secret={secret} />
            <DialogFooter>
              <Button type="button" onClick={close}>
                I've copied my token
              </Button>
            </DialogFooter>
          </>
        ) : (
          <CreateApiTokenForm onSubmit={onSubmit} onCancel={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
