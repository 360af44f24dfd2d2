import { useEffect, useRef, useState } from "react";
import { initialsOf } from "../links";
import "./logo.css";

/** logo.png (64x64, shown at 36 px), falling back to a two-letter text mark if the image fails to load. */
export function Logo({ name }: { name: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className="logo-mark" aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return <img ref={image} className="logo-img" src="/logo.png" width={36} height={36} alt="" onError={() => setFailed(true)} />;
}

/** The brand link: logo plus company name, to the top of the home page. */
export function Brand({ name, href }: { name: string; href: string }) {
  return (
    <a className="brand" href={href}>
      <Logo name={name} />
      <span className="brand-name">{name}</span>
    </a>
  );
}
