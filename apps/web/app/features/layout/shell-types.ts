/** The header cart block's figures (filled by the cart feature; 0 until then). */
export interface CartSummary {
  count: number;
  amountCents: number;
}
