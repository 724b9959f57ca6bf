/** The DEX audit screen's commands (the screens helper adds Assign to machine, Download). */
export const DEX_AUDIT_ACTIONS = [];
