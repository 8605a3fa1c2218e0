// The timeline's measures in pixels, shared by its drawing, its blocks and the drop that reads its rows.

export const NAMES_WIDTH = 136;
/** The least width of a quarter hour: narrower, the hours scroll sideways instead. */
export const QUARTER_WIDTH = 14;
export const LANE_HEIGHT = 44;
export const HEADER_HEIGHT = 28;
export const AREA_HEIGHT = 26;
