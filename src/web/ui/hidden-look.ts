/**
 * How a menu switched off looks on the menu list: drained of colour, not faded, so its name keeps its contrast.
 * Hidden groups and items in the editor are dimmed instead (hidden-look.module.css).
 */
export const HIDDEN_FILTER = "grayscale(1)";
