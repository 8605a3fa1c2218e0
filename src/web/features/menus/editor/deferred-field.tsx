import { Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import { forwardRef, startTransition, useEffect, useRef, useState } from "react";

// Typing stays instant on a 500-item menu (issue 3 §3): the field shows each key at once from its own state,
// and hands the value to the menu tree in a transition that React may interrupt with the next key.

function useDeferredField(value: string, onCommit: (value: string) => void) {
  const [local, setLocal] = useState(value);
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
  }, [value]);
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.currentTarget.value;
    setLocal(next);
    pendingRef.current.push(next);
    startTransition(() => onCommit(next));
  };
  return { value: local, onChange };
}

type DeferredProps<P> = Omit<P, "value" | "onChange"> & { value: string; onCommit: (value: string) => void };

export const DeferredTextInput = forwardRef<HTMLInputElement, DeferredProps<TextInputProps>>(
  function DeferredTextInput({ value, onCommit, ...props }, ref) {
    const field = useDeferredField(value, onCommit);
    return <TextInput ref={ref} {...props} value={field.value} onChange={field.onChange} />;
  },
);

export const DeferredTextarea = forwardRef<HTMLTextAreaElement, DeferredProps<TextareaProps>>(
  function DeferredTextarea({ value, onCommit, ...props }, ref) {
    const field = useDeferredField(value, onCommit);
    return <Textarea ref={ref} {...props} value={field.value} onChange={field.onChange} />;
  },
);
