//! The invitation as a link: the address where a copy of the web app is published, with the
//! ticket and the join code in its fragment (`#/elsewhere/TICKET/CODE`), which the web app's
//! own host never sees. Opened on a phone or tablet, the web app there offers to join.

use url::Url;

/// The longest web-app address taken.
const MOST_WEB_APP: usize = 2048;

/// The link that opens the web app published at `web_app` on the invitation `ticket`, with
/// the join `code`; the reason in words when `web_app` is not a web address.
pub fn invitation_link(web_app: &str, ticket: &str, code: &str) -> Result<String, String> {
    let typed = web_app.trim();
    if typed.len() > MOST_WEB_APP {
        return Err("the web app's address is too long to be one".into());
    }
    let mut url =
        Url::parse(typed).map_err(|e| format!("{typed}: not the web app's address ({e})"))?;
    if !matches!(url.scheme(), "https" | "http") || url.host().is_none() {
        return Err(format!(
            "{typed}: the web app's address is a web page's (https://…)"
        ));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(format!(
            "{typed}: the web app's address may not hold a password"
        ));
    }
    url.set_query(None);
    url.set_fragment(Some(&format!("/elsewhere/{ticket}/{code}")));
    Ok(url.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_puts_the_ticket_and_code_in_the_fragment_of_the_web_apps_address() {
        assert_eq!(
            invitation_link("https://example.org/epochs/", "endpointabc", "MKX5-4AZY").unwrap(),
            "https://example.org/epochs/#/elsewhere/endpointabc/MKX5-4AZY"
        );
        // A fragment or query already there gives way to the invitation's.
        assert_eq!(
            invitation_link(" https://example.org/app?x=1#/about ", "endpointabc", "C").unwrap(),
            "https://example.org/app#/elsewhere/endpointabc/C"
        );
    }

    #[test]
    fn what_is_not_a_web_address_is_refused_in_words() {
        for bad in [
            "",
            "example.org",
            "ftp://example.org/",
            "javascript:alert(1)",
            "https://a:b@example.org/",
        ] {
            assert!(invitation_link(bad, "endpointabc", "C").is_err(), "{bad}");
        }
        let long = format!("https://example.org/{}", "a".repeat(3000));
        assert!(invitation_link(&long, "endpointabc", "C")
            .unwrap_err()
            .contains("too long"));
    }
}
