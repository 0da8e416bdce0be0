import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useI18n } from '#app/i18n/context';
import { accountSections } from '#app/routes/account/sections';

/**
 * Moves the row `list` sideways just enough to show `tab` whole, if it is not: the browser scrolls a row to
 * a focused tab only when little or none of it shows, and leaves one half cut off.
 */
function revealTab(list: HTMLElement, tab: Element | null) {
  if (!tab) return;
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  // Measured on the screen, so the same sum holds in either direction: an Arabic row starts at the right.
  if (box.left < row.left) list.scrollBy({ left: box.left - row.left - 8 });
  else if (box.right > row.right) list.scrollBy({ left: box.right - row.right + 8 });
}

/**
 * The account's tabs (docs/decisions/268-card-buttons-account-tabs-file-inputs.md): one row at every width,
 * which a phone scrolls sideways (its edges shaded while there is more to see) and which shows the current
 * tab, filled in the brand's green, once the page's script runs. The keyboard reaches every tab, each
 * shown whole as it is focused.
 */
export function AccountTabs() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (list.current) revealTab(list.current, list.current.querySelector('[aria-current="page"]'));
  }, [pathname]);
  return (
    <nav aria-label={t('account.sections')} className="mt-6 print:hidden">
      <ul
        ref={list}
        className="scroll-cue flex gap-1 overflow-x-auto rounded-xl border border-leaf-100 p-1.5 shadow-sm [scrollbar-width:thin]"
      >
        {accountSections.map((section) => (
          <li key={section.path} className="shrink-0">
            <NavLink
              to={section.path}
              end={section.path === '/account'}
              // The keyboard's focus only: a press that focuses a tab must not move it from under the pointer.
              onFocus={(event) =>
                event.currentTarget.matches(':focus-visible') &&
                list.current &&
                revealTab(list.current, event.currentTarget)
              }
              className="block rounded-lg px-3 py-2 font-semibold whitespace-nowrap text-gray-700 hover:bg-leaf-50 hover:text-leaf-800 aria-[current=page]:bg-leaf-700 aria-[current=page]:text-white"
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
