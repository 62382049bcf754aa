import { useState } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Eye, EyeOff } from "lucide-react";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** A password input, with a show/hide toggle unless `toggle` is false. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  toggle = true,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete: "current-password" | "new-password";
  toggle?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <FormControl>
              <Input type={visible ? "text" : "password"} autoComplete={autoComplete} className={toggle ? "pr-10" : undefined} {...field} />
            </FormControl>
            {toggle && (
              <button
                type="button"
                onClick={() => setVisible((v) => !v)}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
                aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                aria-pressed={visible}
              >
                {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              </button>
            )}
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
