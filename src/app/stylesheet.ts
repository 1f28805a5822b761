const pending = new Map<string, Promise<void>>();

/**
 * Adds a page's stylesheet and resolves once it applies, so a lazy page never paints unstyled.
 * build.mjs turns every `import './x.css'` outside the entry into a call to this.
 */
export function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`) && !pending.has(href)) return Promise.resolve();
  let p = pending.get(href);
  if (!p) {
    p = new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      // A module that failed once stays failed in the browser's module map, so a missing stylesheet
      // must not fail the page chunk: it renders with the base styles instead.
      link.onerror = () => {
        link.remove();
        pending.delete(href);
        resolve();
      };
      document.head.appendChild(link);
    });
    pending.set(href, p);
  }
  return p;
}
