/** Spec section 9, "Advice texts, out-of-network": the three boxes of /explanations. */
export const outOfNetworkAdvice = [
  {
    title: 'Balance billing',
    text: 'Check whether you signed a balance-billing policy with this provider. Do not pay until the difference is resolved.',
  },
  {
    title: 'Payments already made',
    text: 'Check whether your receipts already add up to the amount billed. You may have paid this bill already.',
  },
  {
    title: 'Secondary insurance',
    text: 'If you have secondary insurance, send them the superbill and this EOB. Do not pay until both insurers have paid.',
  },
] as const;
