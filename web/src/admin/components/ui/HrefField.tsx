import { useEffect, useRef, useState, type ComponentProps } from "react";
import { TextField } from "./Field";
import { HREF_HINT, hrefProblem } from "./hrefRule";

/**
 * A link field that takes exactly what the server takes for links shown on the website. A type="url" input
 * would refuse site-relative paths (/order) and anchors (#contact), so this is a text input with its own check:
 * the browser blocks submitting an invalid value and the field says why once it was left.
 */
export function HrefField({ value, error, hint = HREF_HINT, onBlur, ...rest }: Omit<ComponentProps<typeof TextField>, "type" | "ref">) {
  const ref = useRef<HTMLInputElement>(null);
  const [touched, setTouched] = useState(false);
  const problem = hrefProblem(String(value ?? ""));
  useEffect(() => ref.current?.setCustomValidity(problem ? `Link ${problem}.` : ""), [problem]);
  return (
    <TextField
      {...rest}
      ref={ref}
      type="text"
      inputMode="url"
      spellCheck={false}
      autoComplete="off"
      value={value}
      hint={hint}
      error={error || (touched && problem ? `Link ${problem}.` : null)}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
    />
  );
}
