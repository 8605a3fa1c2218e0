import { Text, Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import { forwardRef, startTransition, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useFieldProblem } from "./use-field-problem.ts";

// Typing stays instant on a 500-item menu (docs/requirements.md "Server and performance budgets"): the field shows each key at once from its own state,
// and hands the value to the menu tree in a transition that React may interrupt with the next key.

function useDeferredField(value: string, onCommit: (value: string) => void, schema?: z.ZodType<string>) {
  const [local, setLocal] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // Values handed to the tree and not yet seen back: their echoes must not undo keys typed since.
  const pendingRef = useRef<string[]>([]);
  useEffect(() => {
    const pending = pendingRef.current;
    const echo = pending.indexOf(value);
    if (echo >= 0) {
      pending.splice(0, echo + 1);
      return;
    }
    // A change from elsewhere (undo, a conflict resolution, a default name on blur) replaces what is shown.
    pendingRef.current = [];
    setLocal(value);
    setError(null);
  }, [value]);
  useFieldProblem(error);
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.currentTarget.value;
    setLocal(next);
    // Text the shared schema refuses stays here with its message; it is never cut or saved, so nothing typed is
    // lost without the owner seeing why.
    const parsed = schema?.safeParse(next);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "This is not valid.");
      return;
    }
    setError(null);
    pendingRef.current.push(next);
    startTransition(() => onCommit(next));
  };
  return { value: local, error, onChange };
}

type DeferredProps<P> = Omit<P, "value" | "onChange"> & {
  value: string;
  onCommit: (value: string) => void;
  /** The shared schema the text must pass before it reaches the menu (and the server). */
  schema?: z.ZodType<string>;
  /** Shows "n/limit" in the field; the schema says what happens past it. */
  limit?: number;
};

function Counter({ length, limit }: { length: number; limit: number }) {
  return (
    <Text
      fz={11}
      c={length > limit ? "red.8" : "dimmed"}
      fw={length > limit ? 700 : undefined}
      pr={8}
      style={{ alignSelf: "flex-end", paddingBottom: 6, whiteSpace: "nowrap" }}
    >
      {length}/{limit}
    </Text>
  );
}

/** What both deferred fields hand their input: the shown text, the first message to show, and the counter. */
function inputProps(
  field: ReturnType<typeof useDeferredField>,
  error: React.ReactNode,
  limit: number | undefined,
) {
  return {
    error: field.error ?? error,
    value: field.value,
    onChange: field.onChange,
    ...(limit === undefined
      ? {}
      : { rightSection: <Counter length={field.value.length} limit={limit} />, rightSectionWidth: 80 }),
  };
}

export const DeferredTextInput = forwardRef<HTMLInputElement, DeferredProps<TextInputProps>>(
  function DeferredTextInput({ value, onCommit, schema, limit, error, ...props }, ref) {
    const field = useDeferredField(value, onCommit, schema);
    return <TextInput ref={ref} {...props} {...inputProps(field, error, limit)} />;
  },
);

export const DeferredTextarea = forwardRef<HTMLTextAreaElement, DeferredProps<TextareaProps>>(
  function DeferredTextarea({ value, onCommit, schema, limit, error, ...props }, ref) {
    const field = useDeferredField(value, onCommit, schema);
    return <Textarea ref={ref} {...props} {...inputProps(field, error, limit)} />;
  },
);

// Names (a group's, an item's) are one line, but shown in a growing textarea so that on a phone a long name wraps
// onto a second line instead of being cut: Enter ends the name as in a text field, and a pasted line break
// becomes a space.
export const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ");

export function blurOnEnter(event: React.KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== "Enter") return;
  event.preventDefault();
  event.currentTarget.blur();
}
