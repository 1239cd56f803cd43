// The catalogue area: products and prices, offers and reseller prices, promotions.

export * from './catalogMarketplace.ts'
export * from './catalogOffers.ts'
export * from './catalogProducts.ts'
export * from './catalogPromotions.ts'
