/**
 * How a hidden group or item, or a menu switched off, looks on the dashboard: drained of colour, not faded. A faded row put its name at 3.9:1
 * on white (below the 4.5:1 text needs), and a hidden item in a hidden group faded twice; grey keeps every word
 * readable while the "Hidden" badge says why it looks so.
 */
export const HIDDEN_FILTER = "grayscale(1)";
