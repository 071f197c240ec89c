// The shop's name lives in the contract, so the server's price list PDF names the shop as the pages do.
export { SHOP_NAME, SHOP_NAME_TA, shopName } from '@contract/brand'
