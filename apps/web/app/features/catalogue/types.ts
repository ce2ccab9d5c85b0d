/** A department as the header menu and the national home show it. */
export interface Department {
  id: number;
  libelle: string;
  path: string;
  image: string;
}

/** One level-2 group of a department's menu panel, with its level-3 categories. */
export interface MenuGroup {
  id: number;
  libelle: string;
  path: string;
  children: { id: number; libelle: string; path: string }[];
  /** Level-3 categories beyond the ones listed (the list shows at most `MENU_ITEMS_PER_LINE`). */
  more: number;
}

export interface DepartmentMenu {
  department: Department;
  groups: MenuGroup[];
  /** The 'à ne pas manquer' selection of the department, if any. */
  highlights: { id: number; libelle: string; path: string }[];
}

/** 10 categories per line in the menu. */
export const MENU_ITEMS_PER_LINE = 10;
