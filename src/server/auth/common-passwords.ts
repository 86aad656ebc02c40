/**
 * The most common passwords of 8+ characters (the minimum length), from the public breach
 * top-lists. Small on purpose: it stops the guesses an attacker tries first without shipping a
 * dictionary. Compared case-insensitively.
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 9876543210
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 88888888 99999999
12341234 12121212 11223344 123123123 123456123 1234512345 11112222 13131313 147258369 159753456
qwertyui qwertyuiop qwerty123 qwerty1234 qwertyu1 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
zaq12wsx zxcvbnm1 zxcvbnm123 asdfghjkl asdfasdf asdf1234 abcd1234 abc12345 abcdefgh
a1b2c3d4 aa123456 aaaaaaaa q1w2e3r4 q1w2e3r4t5 qazwsxedc 1qazxsw2 trustno1
iloveyou iloveyou1 iloveyou2 sunshine sunshine1 princess princess1 football football1
baseball basketball superman batman123 starwars whatever computer internet
michelle jennifer jordan23 charlie1 welcome1 welcome123 letmein1 letmein123 monkey123
dragon123 master123 shadow123 freedom1 liverpool chelsea1 arsenal1 manchester
changeme changeme1 default1 admin123 admin1234 administrator root1234 test1234 testtest
secret123 login123 guest123 mypassword mypass123 newpassword yourpassword nopassword
hello123 hello1234 goodluck fuckyou1 iloveu123 lovelove babygirl1 butterfly
greenday pokemon1 minecraft fortnite blink182 metallica 123abc123 abc123456 qwe123456
asd123456 zxc123456 password! password1! qwerty12 1234qwer qwer1234 asdf123456
google123 facebook linkedin instagram youtube1 samsung1 iphone12 apple123 microsoft
reelbrief reelbrief1 reelbrief123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
