"""Tuning samples of the classes held-out 8 (and what held-out 7 still left) found raw, in shapes
of their own (issue 46, ninth round): other languages, tools, wordings, vendors and values than
those corpora's sentences. Part of the families tuning corpus (`secret_classes_families.py`
draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret; its class's maker (`_MAKERS`) draws the value.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {
    # Tools that take a password their own way: Windows' remote shell and task scheduler,
    # ccrypt's key, impacket's `domain/user:password@target`, a password piped or fed to a
    # command that reads it from its input, a password file that is `<(echo …)`, an expect
    # script's `send`.
    "cli_password": [
        "winrs -r:web02 -u:CORP\\deploy -p:{v} hostname",
        "winrs /r:db01 /u:svc -password:{v} dir",
        "schtasks /change /tn backup /ru svc_bak /rp {v}",
        "schtasks /create /s srv9 /u admin /p {v} /tn x /tr y.cmd",
        "ccencrypt -K {v} notes.txt",
        "ccdecrypt --key={v} notes.txt.cpt",
        "wmiexec.py ACME/helpdesk:{v}@192.168.4.20",
        "impacket-smbexec contoso.local/j.doe:{v}@fs01.contoso.local",
        "secretsdump.py -just-dc lab/admin:{v}@10.1.1.5",
        "printf '%s\\n' {v} | podman login -u ci --password-stdin quay.io",
        "docker login ghcr.io -u octo --password-stdin <<< {v}",
        "(echo {v}; echo {v}) | smbpasswd -a maria",
        "lftp -u bob --password-file=<(printf {v}) sftp://files",
        "rsync --password-file=<(echo {v}) rsync://ops@mirror/pub ./pub",
        "expect \"*assword:\"\nsend \"{v}\\r\"",
        "expect -c 'spawn sftp ops@nas; expect \"Password\"; send -- \"{v}\\r\"; interact'",
        "cmdkey /add:nas01 /user:ops /pass:{v}", "wmic /node:pc7 /user:admin /password:{v} os get",
        '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
        "$c = [pscredential]::new('ops', (convertto-securestring -String '{v}' -AsPlainText -Force))",
    ],
    # Any command's token or key flag, its value shaped like a key.
    "cli_token": [
        "kubeadm join 10.1.0.4:6443 --token {v}", "mytool sync --api-key={v} --verbose",
        "./deploy.sh -secret {v}", "runner register --auth-token {v}",
    ],
    # A password label, then words that say whose or which before its "is" (a possessive, an
    # elided article, a genitive, in Italian, Romanian, Portuguese, Polish), a verb of change
    # (`got reset, it's`, `reset ->`, `changed my work password to`), a question mark then the
    # value, short forms before a colon (`passw:`, Vietnamese `MK:`) and keepalived's directive.
    "labelled_password": [
        "the password for my sister's laptop is {v}", "password of the lab's printer is {v}",
        "la password dell'utente root è {v}", "parola routerului din sufragerie este {v}",
        "a senha da conta do banco é {v}", "hasło do konta firmowego jest {v}",
        "the wifi password was reset, it's {v} from today", "db password reset -> {v}",
        "root password changed => {v}", "we changed our guest wifi password to {v} yesterday",
        "I updated the work vpn password to {v}", "the nas password? {v}, all one word",
        "passw: {v}", "Passw = {v}", "TK: hoa.le | MK: {v}", "mk: {v}",
        "รหัสผ่านใหม่: {v}", "הסיסמה: {v}", "પાસવર્ડ: {v}", "ਪਾਸਵਰਡ - {v}", "ಪಾಸ್‌ವರ್ಡ್: {v}",
        "Passwuert: {v}", "parol: {v}", "iphasiwedi: {v}", "kalmar sirri: {v}", "tenimiafina: {v}",
        "vrrp_instance VI_1 {{ authentication {{ auth_type PASS\n auth_pass {v} }} }}",
    ],
    # A login written as a pair: a service's account and a password with a single digit, a
    # label then `user:password`.
    "login_pair": [
        "jenkins / {v}", "deploy / {v} (prod)", "svc-etl@data.example.org:{v}",
        "backup:{v}", "ftp: svc-ftp:{v}", "| nas | admin:{v} |", "mail: svc-mail:{v}",
        "svc-cron\t{v}\tcron01",
    ],
    # A value named after the fact by what it did: `… doesnt work as the pw`.
    "reversed_password": [
        "lmk if {v} doesnt work as the pw", "{v} didn't work as the wifi password",
        "{v} worked as the admin password last time",
    ],
    # A card's code in brackets after its label; a 64-hex key written `0X…`.
    "card_code": ["קוד אבטחה (CVV): {v}", "security code (CVC): {v}", "Prüfnummer (CVV) = {v}"],
    "hex_key": ["0X{v}", "wallet key 0X{v}"],
    # A URL that carries its secret: a webhook's key in its path or query, a signed storage URL,
    # an API called with its key in the query.
    "url_secret": [
        "post to https://chat.example.net/hooks/{v} when the job fails",
        "webhook: https://open.larksuite.com/open-apis/bot/v2/hook/{v}",
        "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={v}",
        "download: https://acct.blob.core.windows.net/b/x.zip?sv=2024-05-04&sp=r&sig={v}",
        "curl 'https://api.example.io/v2/rates?base=EUR&api_key={v}'",
        "https://maps.example.com/geo?q=Lyon&appid={v}",
    ],
    # A value whose name stands in a field of its own: Kubernetes' and ECS's environment entries,
    # .NET's settings, Terraform's secret strings, a JSON list of name/value pairs.
    "named_value": [
        "env:\n  - name: SMTP_PASSWORD\n    value: {v}",
        '  - name: "API_TOKEN"\n    value: "{v}"',
        '[{{"name": "STRIPE_SECRET", "value": "{v}"}}]',
        '<setting name="MailPassword" serializeAs="String"><value>{v}</value></setting>',
        'secret_id = "db"\nsecret_string = "{v}"',
        "- key: REGISTRY_PASSWORD\n  value: '{v}'",
    ],
    # What a secret store's command sets, piped or fed to one, and GitHub Actions' mask.
    "store_secret": [
        'gh secret set SLACK_TOKEN --body "{v}" --repo acme/app', "fly secrets set SMTP_PASS={v}",
        "kubectl create secret generic api --from-literal=token={v}",
        "az keyvault secret set --vault-name prod --name db --value {v}",
        "aws ssm put-parameter --name /svc/pw --type SecureString --value '{v}'",
        "printf '{v}' | wrangler secret put STRIPE_KEY", "vercel env add DB_URL preview <<< {v}",
        'echo "::add-mask::{v}"', "glab variable set DEPLOY_TOKEN {v} --masked",
        "doppler secrets set MAILGUN_KEY={v}",
    ],
    # A session cookie in a request's or a response's header, or set by a script.
    "session_cookie": [
        "Cookie: sessionid={v}; theme=dark", "curl -b 'x=1' -H 'Cookie: PHPSESSID={v}' https://a.io",
        "Set-Cookie: connect.sid={v}; Path=/; HttpOnly", 'document.cookie = "auth_token={v}"',
        "cookie: _gh_sess={v}; logged_in=yes",
    ],
    # A card with what follows it on the same run: its expiry, its code.
    "card_number": [
        "pay with {v} 04/31 please", "card {v} 11/29 cvc on the back", "visa: {v} 0728",
    ],
    # Backup codes under what the site says above them, no label; a TOTP key under its QR code.
    "backup_codes": [
        "Keep these codes in a safe place.\n{v}", "Store these somewhere secure:\n{v}",
        "print these safely!\n{v}", "Write down these backup codes somewhere safe: {v}",
    ],
    "otp_secret": [
        "Can't scan it? Type this code manually: {v}", "or enter the following key:\n{v}",
        "Use this setup key instead: {v}", "enter this key into your authenticator app {v}",
    ],
    # Spelled out: "and then" in Dutch, Romanian, Norwegian; asked and answered; told as a story.
    "spelled_password": [
        "het wachtwoord: het woord {w} en dan {d}", "wachtwoord is {w} en dan {d}",
        "parola este cuvântul {w} și apoi {d}", "passordet er {w} og deretter {d}",
        "Q: and the wifi password? A: it's, um, {w}, then {d}",
        "we picked our dog's name, {w}, and then {d} for the alarm app",
        "I chose the name of my street, {w}, followed by {d}",
        "パスワードは {w} のあとに {d}", "密码是 {w} 后面加 {d}", "비밀번호는 {w} 뒤에 {d}",
        "mật khẩu là chữ {w} rồi {d}", "รหัสผ่านคือ คำว่า {w} ตามด้วย {d}",
    ],
}  # fmt: skip

_A, _H, _L = v.ALNUM, v.HEX, string.ascii_lowercase + v.DIGITS
_WORDS = ["Quince", "Saffron", "Tundra", "Mango", "Heron", "Cobalt", "Fjord", "Lychee"]


def _password(rng: random.Random) -> str:
    return (
        rng.choice(_WORDS)
        + rng.choice("!#%*~^+=_.")
        + v.r(rng, v.DIGITS, 2)
        + v.r(rng, string.ascii_lowercase, 3)
    )


def _one_digit(rng: random.Random) -> str:
    """A long password of words with one digit (and a symbol, half the time)."""
    words = rng.sample(_WORDS, 3)
    sep = rng.choice(["", "^", "~", "+"])
    return words[0] + sep + words[1] + words[2][:3].lower() + str(rng.randrange(10))


def _codes(rng: random.Random) -> str:
    codes = [f"{v.r(rng, v.DIGITS, 4)}-{v.r(rng, v.DIGITS, 4)}" for _ in range(rng.choice([6, 8]))]
    if rng.randrange(2):
        return ", ".join(codes)
    return "\n".join(f"{i + 1}) {c}" for i, c in enumerate(codes))


def _totp(rng: random.Random) -> str:
    seed = v.r(rng, string.ascii_uppercase + "234567", 16)
    return " ".join(seed[i : i + 4] for i in range(0, 16, 4))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "reversed_password": _password,
    "session_cookie": lambda g: v.r(g, _A, g.choice([26, 32, 40])),
    "store_secret": _password,
    "named_value": _password,
    "url_secret": lambda g: g.choice([v.uuid4(g), v.r(g, _A, 26), v.r(g, _H, 32)]),
    "cli_token": lambda g: v.r(g, _L, 6) + "." + v.r(g, _L, 16),
    "card_code": lambda g: v.r(g, v.DIGITS, g.choice([3, 4])),
    "hex_key": lambda g: v.r(g, "0123456789ABCDEF", 64),
    "card_number": lambda g: v.grouped(v.card(g, g.choice(["visa", "mastercard"])), "-", g),
    "backup_codes": _codes,
    "otp_secret": _totp,
    "cli_password": _password,
    "labelled_password": _password,
    "login_pair": _one_digit,
}


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "spelled_password":
        word, digits = (
            rng.choice(["tamarind", "pelican", "juniper", "marmot"]),
            v.r(rng, v.DIGITS, 3),
        )
        template = rng.choice(TEMPLATES[cls])
        return Sample(cls, template.replace("{w}", word).replace("{d}", digits), word)
    value = _MAKERS[cls](rng)
    return Sample(cls, rng.choice(TEMPLATES[cls]).replace("{v}", value), value)


# Vendor tokens by their published shapes, one sample each (so a blind corpus's next vendor is
# already covered): the value's maker, as the vendor documents the format.
VENDOR_TOKENS: list[Callable[[random.Random], str]] = [
    lambda g: f"access_token$production${v.r(g, _L, 16)}${v.r(g, _H, 32)}",  # Braintree
    lambda g: f"access-sandbox-{v.uuid4(g)}",  # Plaid
    lambda g: "hcxik_" + v.r(g, _L, 58),  # Honeycomb
    lambda g: "ATTA" + v.r(g, _H, 64) + v.r(g, "0123456789ABCDEF", 8),  # Trello
    lambda g: "ATBB" + v.r(g, _A, 32),  # Bitbucket
    lambda g: f"zpka_{v.r(g, _H, 32)}_{v.r(g, _H, 8)}",  # Zuplo
    lambda g: f"v1.0-{v.r(g, _H, 24)}-{v.r(g, _H, 146)}",  # Cloudflare origin CA
    lambda g: f"0.{v.uuid4(g)}.{v.r(g, _A, 30)}:{v.r(g, _A, 22)}==",  # Bitwarden Secrets
    lambda g: v.r(g, _A, 3) + "8Q~" + v.r(g, _A, 34),  # Azure AD client secret
    lambda g: "ABSK" + v.r(g, _A, 120),  # Amazon Bedrock
    lambda g: "p8e-" + v.r(g, _A, 32),  # Adobe
    lambda g: "4b1d" + v.r(g, _A, 38),  # ClickHouse
    lambda g: "CLOJARS_" + v.r(g, _L, 60),  # Clojars
    lambda g: "cio" + v.r(g, _A, 32),  # crates.io
    lambda g: "duffel_live_" + v.r(g, _A, 43),  # Duffel
    lambda g: f"dt0c01.{v.r(g, _A, 24)}.{v.r(g, _A, 64)}",  # Dynatrace
    lambda g: "EZAK" + v.r(g, _A, 54),  # EasyPost
    lambda g: "EAAM" + v.r(g, _A, 120),  # Facebook
    lambda g: "fm2_" + v.r(g, _A, 120),  # Fly.io
    lambda g: "fio-u-" + v.r(g, _A, 64),  # Frame.io
    lambda g: "glagent-" + v.r(g, _A, 50),  # GitLab agent
    lambda g: "eyJrIjoi" + v.r(g, _A, 80),  # Grafana API key
    lambda g: f"pat.{v.r(g, _A, 22)}.{v.r(g, _A, 24)}.{v.r(g, _A, 20)}",  # Harness
    lambda g: "api_org_" + v.r(g, string.ascii_letters, 34),  # Hugging Face org
    lambda g: "ico-" + v.r(g, _A, 32),  # Infracost
    lambda g: f"sk.eyJ1{v.r(g, _A, 40)}.{v.r(g, _A, 22)}",  # Mapbox secret token
    lambda g: f"{v.r(g, _A, 6)}_{v.r(g, _A, 29)}_mmk",  # MaxMind
    lambda g: "API-" + v.r(g, string.ascii_uppercase + v.DIGITS, 26),  # Octopus Deploy
    lambda g: "sha256~" + v.r(g, _A, 43),  # OpenShift
    lambda g: "pnu_" + v.r(g, _A, 36),  # Prefect
    lambda g: "rdme_" + v.r(g, _L, 70),  # ReadMe
    lambda g: "tk-us-" + v.r(g, _A, 48),  # Scalingo
    lambda g: "shippo_live_" + v.r(g, _H, 40),  # Shippo
    lambda g: "AQVN" + v.r(g, _A, 36),  # Yandex
    lambda g: "pcsk_" + v.r(g, _A, 60),  # Pinecone
    lambda g: "sk_" + v.r(g, _H, 48),  # ElevenLabs
    lambda g: f"re_{v.r(g, _A, 8)}_{v.r(g, _A, 24)}",  # Resend
    lambda g: "phx_" + v.r(g, _A, 43),  # PostHog personal key
    lambda g: "napi_" + v.r(g, _L, 64),  # Neon
    lambda g: "rnd_" + v.r(g, _A, 32),  # Render
    lambda g: "tvly-dev-" + v.r(g, _A, 32),  # Tavily
    lambda g: "fc-" + v.r(g, _H, 32),  # Firecrawl
    lambda g: "csk-" + v.r(g, _L, 48),  # Cerebras
    lambda g: "llx-" + v.r(g, _A, 48),  # LlamaCloud
    lambda g: "fw_" + v.r(g, _A, 24),  # Fireworks
    lambda g: "bkua_" + v.r(g, _H, 40),  # Buildkite
    lambda g: f"CCIPAT_{v.r(g, _A, 22)}_{v.r(g, _H, 40)}",  # CircleCI
    lambda g: "sb_secret_" + v.r(g, _A, 32),  # Supabase
    lambda g: "1//0" + v.r(g, _A, 60),  # Google OAuth refresh token
    lambda g: (
        f"APP_USR-{v.r(g, v.DIGITS, 16)}-{v.r(g, v.DIGITS, 6)}-{v.r(g, _H, 32)}-{v.r(g, v.DIGITS, 9)}"
    ),
    lambda g: "cs_" + v.r(g, _H, 40),  # WooCommerce
]
_VENDOR_FRAMES = [
    "{v}",
    "token: {v}",
    "export THE_TOKEN={v}",
    "here you go {v} — revoke it after",
    "la clé est {v}",
    "キーは {v} です",
    '"apiKey": "{v}"',
]
# A vendor's name, then a key with no prefix of its own (any language, an identifier, a YAML
# entry's next line, a CSV cell).
_NAMED_FRAMES = [
    "{n} key: {v}",
    "la chiave {n}: {v}",
    "{N}_API_KEY={v}",
    "clé {n} de prod : {v}",
    '- name: {N}_TOKEN\n  value: "{v}"',
    "vendor,key\n{n},{v}",
    "{n} API-Schlüssel = {v}",
    'os.environ["{N}_SECRET"] = "{v}"',
]
_NAMED_VENDORS = [
    "Mixpanel", "Bugsnag", "PagerDuty", "Mailjet", "Sendbird", "Codecov", "Klaviyo", "Hetzner",
    "Mandrill", "Upstash", "Fivetran", "Honeybadger", "Alchemy", "Etherscan", "WorkOS", "Mistral",
]  # fmt: skip


def vendor_samples(rng: random.Random) -> list[Sample]:
    out = []
    for make in VENDOR_TOKENS:
        token = make(rng)
        out.append(Sample("vendor_token", rng.choice(_VENDOR_FRAMES).replace("{v}", token), token))
    for name in _NAMED_VENDORS:
        key = rng.choice([v.r(rng, _H, 32), v.uuid4(rng), v.r(rng, _A, 40)])
        frame = rng.choice(_NAMED_FRAMES).replace("{N}", name.upper()).replace("{n}", name)
        out.append(Sample("vendor_named_key", frame.replace("{v}", key), key))
    return out


# Lookalikes of this round's classes: prose and data that hold no secret.
CLEAN = [
    "schtasks /query /fo LIST /v",
    "winrs -r:srv04 ipconfig /all",
    "ccrypt -e ledger.csv asks for the key twice",
    "expect the password prompt, then send the report to Tom",
    "docker login ghcr.io --password-stdin reads the token from a pipe",
    "(echo start; echo done) | tee build.log",
    "psexec.py needs a domain, a user and a target",
    "git clone git@github.com:acme/infra.git",
    "the password for this account is required",
    "the password manager we use is 1Password",
    "la password dell'account admin è scaduta",
    "parola contului de test este prea scurtă",
    "what is the password? I forgot it",
    "the password? no idea, ask Tom",
    "password reset → see the email",
    "I changed my password to something longer",
    "mk: build all",
    "auth_pass 1111",
    "the SDK / JavaScriptInterface2 (legacy)",
    "image: nginx:Alpine3.18",
    "fill: color:#4B8BF5",
    "jenkins / the build server",
    "it works as the password field placeholder",
    "the CVV (optional): see the back",
    "0X1F is the register address",
    "kubeadm token create --ttl 2h",
    "mytool --api-key-file ~/.config/key.txt",
    "--secret-name prod-db --token-ttl 3600",
    "cmdkey /list",
    "ConvertTo-SecureString -String $plain -AsPlainText -Force",
    "Hetzner: 3 servers in fsn1, one snapshot",
    "parol: see the notes",
    "  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db",
    "  - name: DB_PASSWORD\n    value: ${{ secrets.DB_PASSWORD }}",
    '{"name": "password_min_length", "value": "12"}',
    "  - name: LOG_LEVEL\n    value: debug",
    "from openai import AsyncOpenAI, DefaultAsyncHttpx2Client",
    'gh secret set NPM_TOKEN --body "$NPM_TOKEN"',
    "gh secret list --repo acme/app",
    "kubectl create secret generic db --from-file=./creds.txt",
    "gcloud secrets describe smtp --project prod",
    "fly secrets set --help",
    "Xin chào, tôi là chữ ký số",
    "我是 panda 然后 2024 年",
    "Cookie: theme=dark; lang=en-US; _ga=GA1.2.1234567890.1700000000",
    "Set-Cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT",
    "the cookie: session handling is described in docs/auth.md",
    "Stripe: PaymentIntentConfirmationRequest2 is the class to use",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf",
    "https://github.com/acme/bot/pull/1234",
    "https://docs.example.com/webhooks/getting-started-with-incoming-hooks",
    "https://example.com/login?code=auth_flow_documentation",
    "https://api.example.com/v1/items?page=2&sort=desc&token=",
    "Keep these somewhere safe: passports, tickets, wallets",
    "enter this code at checkout: SPRING",
    "2024-01-15 12:30:45 build 4111",
    "het woord fiets en dan de trein",
    "I used my brother's name, then 2 years later changed it",
    "the Datadog fix landed in commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f",
    "Sentry issue: 4f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d",
    "Mixpanel project id: 2f1e0d9c8b7a69584736251403f2e1d0",
    "Algolia index: products_en_v2, 14 replicas",
    "Zendesk ticket 48213: customer asks for a refund",
    "API-Version header must be 2024-06-01",
]
