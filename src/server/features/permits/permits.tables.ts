export interface PermitTables {}
