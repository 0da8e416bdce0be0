import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

// The page's JavaScript starts downloading after the browser has painted the page, not alongside the
// stylesheet, the font and the hero picture (docs/decisions/102-scripts-after-first-paint.md).

type ScriptsProps = Parameters<typeof Scripts>[0];
type AnyElement = ReactElement<Record<string, unknown>>;

/** `import "x";` and `import * as name from "x";`, each on a line of its own, as React Router writes them. */
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?("(?:[^"\\\n]|\\.)*");?[ \t]*$/gm;
/** Any other static import or export left over: a shape this rewrite does not know. */
const UNKNOWN_MODULE_SYNTAX = /^\s*(?:import\s*[\s*{"'`]|export\b)/m;

/** `import("x")` in the script: the client entry, which must run after the routes are registered. */
const DYNAMIC_IMPORT = /\bimport\(("(?:[^"\\\n]|\\.)*")\)/g;

/**
 * React Router's hydration script with its static imports turned into imports that start after the
 * first paint (or at once in a tab that is not shown, which paints nothing). Every module of the page is
 * asked for at once, so they still arrive in one round trip rather than as a waterfall: the shared
 * chunks and routes by `import()` (each is evaluated when it arrives, in tasks of its own; a Vite chunk
 * has no side effects beyond its own imports), the client entry by a modulepreload link, because it
 * starts hydration and must run last. Then the static imports are awaited in their order and the rest
 * of React Router's script runs. `null` when the script has a shape this does not know: the caller
 * keeps React Router's own.
 */
export function deferModuleScript(source: string, preloads: readonly string[]): string | null {
  const imports: { name: string | undefined; specifier: string }[] = [];
  const rest = source.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name, specifier });
    return '';
  });
  if (imports.length === 0 || UNKNOWN_MODULE_SYNTAX.test(rest)) return null;
  const runLast = [...rest.matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => JSON.parse(specifier) as string);
  const bindings = imports
    .map(({ name }, index) => (name ? `const ${name} = modules[${index}];` : ''))
    .filter(Boolean)
    .join('\n');
  return [
    `const early = ${JSON.stringify(preloads.filter((href) => !runLast.includes(href)))};`,
    `const last = ${JSON.stringify(preloads.filter((href) => runLast.includes(href)))};`,
    `const specifiers = [${imports.map(({ specifier }) => specifier).join(', ')}];`,
    'const start = () => {',
    '  for (const href of last) {',
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '  for (const href of early) import(href).catch(() => {});',
    '  const modules = [];',
    '  specifiers',
    '    .reduce((chain, specifier) => chain.then(() => import(specifier)).then((module) => { modules.push(module); }), Promise.resolve())',
    '    .then(() => {',
    bindings,
    rest.trim(),
    '    });',
    '};',
    'if (document.visibilityState === "hidden") start();',
    'else requestAnimationFrame(() => setTimeout(start));',
  ].join('\n');
}

function flatten(node: ReactNode): AnyElement[] {
  if (Array.isArray(node)) return node.flatMap(flatten);
  if (!isValidElement(node)) return [];
  const element = node as AnyElement;
  if (element.type === Fragment) return flatten(element.props.children as ReactNode);
  return [element];
}

/**
 * React Router's `<Scripts>` without its `<link rel="modulepreload">` tags, and with its module script
 * deferred as `deferModuleScript` describes. The development build keeps React Router's own (Vite's
 * hot reload comes in through those imports).
 */
export function DeferredScripts(props: ScriptsProps) {
  // Called as a function, so its hooks are this component's: the same ones on every render.
  const rendered = Scripts(props);
  if (rendered === null || import.meta.env.DEV) return rendered;
  const elements = flatten(rendered);
  const isPreload = (element: AnyElement) => element.type === 'link' && element.props.rel === 'modulepreload';
  const preloads = elements.filter(isPreload).map((element) => String(element.props.href));
  const moduleScript = elements.find(
    (element) => element.type === 'script' && element.props.type === 'module',
  );
  const source = (moduleScript?.props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  const deferred = source === undefined ? null : deferModuleScript(source, preloads);
  if (deferred === null) return rendered;
  return (
    <>
      {elements
        .filter((element) => !isPreload(element))
        .map((element, index) =>
          cloneElement(element, {
            key: index,
            ...(element === moduleScript ? { dangerouslySetInnerHTML: { __html: deferred } } : {}),
          }),
        )}
    </>
  );
}
