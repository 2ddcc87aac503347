export interface AuthTables {}
