import { useEffect, useRef } from "react";

/**
 * The "Save to Sierra" bookmarklet: dragged to the bookmarks bar, it opens our import with the
 * page being read. React refuses javascript: links in JSX, so the address is set on the element.
 */
export function SaveToSierra() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const target = `${window.location.origin}/recipes/import?url=`;
    link.current?.setAttribute("href", `javascript:void(window.open(${JSON.stringify(target)}+encodeURIComponent(location.href)))`);
  }, []);
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground">
        Drag this button to your bookmarks bar. On any recipe page, click it to open Sierra's import with that page's address filled in.
      </p>
      <p>
        <a
          ref={link}
          href="/recipes/import"
          className="inline-flex rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
          onClick={(e) => e.preventDefault()}
        >
          Save to Sierra
        </a>
      </p>
    </div>
  );
}
