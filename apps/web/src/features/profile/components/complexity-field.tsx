import type { Control, FieldValues, Path } from "react-hook-form";
import { SelectField } from "./select-field";

const OPTIONS = [
  { value: "simple", label: "Simple recipes" },
  { value: "complex", label: "Advanced, complex recipes" },
] as const;

/** The cooking skill Sierra heard during onboarding (simple or complex); editable here. */
export function ComplexityField<T extends FieldValues, O = T>({ control, name }: { control: Control<T, unknown, O>; name: Path<T> }) {
  return (
    <SelectField
      control={control}
      name={name}
      label="Cooking skill"
      options={OPTIONS}
      description="Simple keeps recipes quick; complex lets Sierra suggest longer, more involved dishes."
    />
  );
}
