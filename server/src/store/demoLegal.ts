/** Demo legal pages (markdown). An administrator replaces them in the Legal Pages tab. */
export const DEMO_TERMS = `## 1. Agreement
By ordering or using any Nebula Hosting service you agree to these terms.

## 2. Services
We provide shared hosting, virtual private servers and game servers as described on our website.
Resources listed for each plan are guaranteed unless marked as "Unmetered" or "Unlimited", which are subject to fair use.

## 3. Payment
- Services are billed in advance, monthly or yearly.
- Invoices unpaid 7 days after the due date may lead to suspension.
- Refunds are available within 30 days of the first order for shared hosting.

## 4. Acceptable use
You may not use our services for spam, malware, illegal content or attacks on other networks.

## 5. Uptime guarantee
| Monthly uptime | Credit |
| --- | --- |
| below 99.9% | 10% |
| below 99.0% | 25% |
| below 95.0% | 50% |

## 6. Contact
Questions about these terms? Write to support@nebula-hosting.example.`;

export const DEMO_PRIVACY = `## What we collect
When you contact us or order a service we collect your name, e-mail address and the details you give us.

## Why we collect it
- to provide and bill the services you order
- to answer your messages
- to keep our network secure

## How long we keep it
Contact messages are kept for as long as needed to answer them. Billing records are kept as the law requires.

## Your rights
You can ask for a copy of your data, or for its deletion, at any time: write to support@nebula-hosting.example.`;
