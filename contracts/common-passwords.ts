/**
 * Passwords of at least 8 characters that lead the published lists of breached and most-used
 * passwords (ASVS 2.1.7), lower-cased; shorter ones already fail the length rule. A curated list
 * until a maintained package (@zxcvbn-ts/language-common) replaces it.
 */
export const COMMON_PASSWORDS: readonly string[] = `
12345678 123456789 1234567890 12345678910 123456789a a123456789 1234567a a1234567 1234567q q1234567
password password1 password12 password123 password1234 password! passw0rd p@ssw0rd p@ssword pa$$w0rd
passpass mypassword secret123 changeme changeme1 default1 letmein1 letmein123 welcome1 welcome123
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwertyu1 qwer1234 1234qwer q1w2e3r4 q1w2e3r4t5
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1xsw2 zaq1zaq1 qazwsxedc qazwsx123
1qa2ws3ed 123qweasd qwe123qwe qweasdzxc asdfghjk asdfghjkl asdf1234 1234asdf zxcvbnm1 zxcvbnm123
zxcv1234 abcd1234 1234abcd abc12345 abc123456 abcdefgh abcdefg1 a1b2c3d4 1a2b3c4d aaaaaaaa
11111111 00000000 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999
111111111 000000000 1111111111 0000000000 11112222 11223344 12341234 12344321 12121212 13131313
69696969 10203040 87654321 987654321 9876543210 147258369 741852963 963852741 159753456 159357456
123654789 789456123 456789123 123123123 123123aa 12qwaszx 1q1q1q1q 12345qwert 123456qwerty
iloveyou iloveyou1 iloveyou2 princess princess1 sunshine sunshine1 football football1 baseball
baseball1 basketball superman superman1 batman123 starwars trustno1 whatever computer internet
michael1 jennifer michelle jonathan benjamin victoria alexander maverick matthew1 charlie1 jordan23
corvette mercedes liverpool chelsea1 arsenal1 elephant butterfly chocolate blink182 pokemon1
mustang1 shadow12 monkey12 monkey123 master12 master123 killer12 hello123 freedom1 dragon12
dragon123 samsung1 testtest test1234 test12345 admin123 admin1234 administrator adminadmin
guest123 user1234 root1234 login123 access14 qwerty11 asdasdasd qweqweqwe zxczxczxc
mongolia mongolia1 mongol123 mongolian ulaanbaatar ulanbator
`
  .trim()
  .split(/\s+/);
