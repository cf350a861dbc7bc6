// The Croatian OIB (personal identification number): 11 digits, the last an ISO 7064 MOD 11,10 check.

export function isValidOib(value: string): boolean {
  const oib = value.trim();
  if (!/^\d{11}$/.test(oib)) return false;
  let product = 10;
  for (let index = 0; index < 10; index += 1) {
    let sum = (Number(oib[index]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(oib[10]);
}
