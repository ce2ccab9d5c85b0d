import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ChevronIcon, MenuIcon } from '../../ui/icons.tsx';
import type { Department, DepartmentMenu } from '../catalogue/index.ts';
import styles from './main-menu.module.css';

/** Items open after a 200 ms hover delay. */
export const MENU_HOVER_DELAY_MS = 200;
export const MENU_RESOURCE = '/ressources/menu';

const panels = new Map<number, Promise<DepartmentMenu | null>>();

function loadPanel(id: number): Promise<DepartmentMenu | null> {
  let pending = panels.get(id);
  if (!pending) {
    pending = fetch(`${MENU_RESOURCE}/${id}`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<DepartmentMenu>) : null))
      .catch(() => null)
      .then((menu) => {
        if (!menu) panels.delete(id);
        return menu;
      });
    panels.set(id, pending);
  }
  return pending;
}

/**
 * The main menu of departments, as a disclosure navigation (WAI-ARIA APG): without JavaScript each
 * department is a link to its page; once interactive each is a button with aria-expanded that shows
 * its level-2 and level-3 categories (10 per list), on click, Enter/Space, or after a 200 ms hover.
 * Escape closes the open panel and gives focus back to its button; leaving the menu closes it.
 */
export function MainMenu({ departments }: { departments: Department[] }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [openId, setOpenId] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menus, setMenus] = useState<Record<number, DepartmentMenu | null | 'loading'>>({});
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nav = useRef<HTMLElement>(null);

  const fetchPanel = useCallback((id: number) => {
    setMenus((current) => (current[id] === undefined ? { ...current, [id]: 'loading' } : current));
    void loadPanel(id).then((menu) => setMenus((current) => ({ ...current, [id]: menu })));
  }, []);

  const open = useCallback(
    (id: number | null) => {
      setOpenId(id);
      if (id !== null) fetchPanel(id);
    },
    [fetchPanel],
  );

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location
  useEffect(() => {
    setOpenId(null);
    setMobileOpen(false);
  }, [location.key]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  function onPointerEnter(event: PointerEvent, id: number) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    void loadPanel(id);
    hoverTimer.current = setTimeout(() => open(id), MENU_HOVER_DELAY_MS);
  }

  function onPointerLeaveMenu(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenId(null), MENU_HOVER_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || openId === null) return;
    event.preventDefault();
    const id = openId;
    setOpenId(null);
    nav.current?.querySelector<HTMLButtonElement>(`[data-department="${id}"]`)?.focus();
  }

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (next && nav.current?.contains(next)) return;
    if (next) setOpenId(null);
  }

  if (!departments.length) return null;

  return (
    <nav
      ref={nav}
      aria-label="Rayons"
      className={styles.nav}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerLeave={onPointerLeaveMenu}
      onPointerEnter={() => clearTimeout(hoverTimer.current)}
    >
      <div className={`page ${styles.bar}`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={hydrated ? mobileOpen : undefined}
          aria-controls="liste-rayons"
          onClick={() => setMobileOpen((value) => !value)}
        >
          <MenuIcon />
          Tous les rayons
        </button>
        <ul id="liste-rayons" className={styles.departments} data-open={mobileOpen || undefined}>
          {departments.map((department) => {
            const expanded = openId === department.id;
            const panelId = `rayon-${department.id}`;
            const menu = menus[department.id];
            return (
              <li
                key={department.id}
                className={styles.department}
                onPointerEnter={(e) => onPointerEnter(e, department.id)}
              >
                {hydrated ? (
                  <button
                    type="button"
                    className={styles.item}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    data-department={department.id}
                    onClick={() => open(expanded ? null : department.id)}
                  >
                    <span>{department.libelle}</span>
                    <ChevronIcon size={16} className={styles.chevron} />
                  </button>
                ) : (
                  // Before hydration only (a plain link: no router needed to follow it).
                  <a href={department.path} className={styles.item}>
                    {department.libelle}
                  </a>
                )}
                {hydrated && (
                  <div id={panelId} className={styles.panel} hidden={!expanded}>
                    {expanded && <Panel department={department} menu={menu} />}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

function Panel({
  department,
  menu,
}: {
  department: Department;
  menu: DepartmentMenu | null | 'loading' | undefined;
}) {
  return (
    <div className={`page ${styles.panelInner}`}>
      <Link to={department.path} className={styles.allLink}>
        Tout le rayon {department.libelle}
      </Link>
      {menu === 'loading' || menu === undefined ? (
        <p className={styles.loading}>Chargement…</p>
      ) : menu === null ? (
        <p className={styles.loading}>Ce rayon ne peut pas être affiché pour le moment.</p>
      ) : (
        <>
          {menu.highlights.length > 0 && (
            <div className={styles.highlights}>
              <p className={styles.groupTitle}>À ne pas manquer</p>
              <ul className={styles.links}>
                {menu.highlights.map((item) => (
                  <li key={item.id}>
                    <Link to={item.path}>{item.libelle}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ul className={styles.groups}>
            {menu.groups.map((group) => (
              <li key={group.id} className={styles.group}>
                <Link to={group.path} className={styles.groupTitle}>
                  {group.libelle}
                </Link>
                {group.children.length > 0 && (
                  <ul className={styles.links}>
                    {group.children.map((leaf) => (
                      <li key={leaf.id}>
                        <Link to={leaf.path}>{leaf.libelle}</Link>
                      </li>
                    ))}
                    {group.more > 0 && (
                      <li>
                        <Link to={group.path} className={styles.more}>
                          Voir tout<span className="sr-only"> : {group.libelle}</span>
                        </Link>
                      </li>
                    )}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
