/**
 * Trees (departments, menus, categories) are walked by recursive queries; none goes deeper than this, so a
 * loop in the data (written by hand, say) ends instead of running until the statement timeout.
 */
export const MAX_TREE_DEPTH = 32;
