-- wayback (issue 28): append after the ALTER TABLE that adds orders.access_code.
-- Every enquiry placed before access codes existed gets one, so the way back (mobile + enquiry
-- number + code) works for it too; its buyer reads the code on their bill or in My Orders, or the
-- seller reads it out from the console. random() draws from SQLite's own generator, seeded from the
-- system's randomness (as randomblob does); 40 random bits taken modulo 31 favour no letter
-- measurably. The alphabet is ACCESS_CODE_ALPHABET in worker/contract/access-code.ts.
UPDATE `orders` SET `access_code` =
  substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
  || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (random() & 1099511627775) % 31, 1)
WHERE `access_code` = '';
