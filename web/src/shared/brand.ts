// The shop's name as buyers know it: header, bills, page titles.
export const SHOP_NAME = 'Sivakasi Crackers'
