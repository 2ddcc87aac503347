/**
 * The pay page of the district's other fees (decision 270); the fee's token follows in the
 * fragment, so it never reaches a server log. Kept free of zod so route code can import it
 * without loading the validation chunk.
 */
export const FEE_PAY_PATH = '/permits/pay';
