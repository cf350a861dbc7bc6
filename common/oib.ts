// The Croatian OIB: 11 digits whose last is an ISO 7064 MOD 11,10 check digit.
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let product = 10;
  for (let i = 0; i < 10; i += 1) {
    let sum = (Number(value[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(value[10]);
}
