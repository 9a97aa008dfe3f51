//! The invitation as a link: the address where a copy of the web app is published, with the
//! ticket and the join code in its fragment (`#/elsewhere/TICKET/CODE`), which the web app's
//! own host never sees. Opened on a phone or tablet, the web app there offers to join.

use url::Url;

/// The longest web-app address taken.
const MOST_WEB_APP: usize = 2048;
/// The longest app link taken (an invitation is a few hundred characters).
const MOST_APP_LINK: usize = 2048;
/// The longest join code taken in an app link.
const MOST_CODE: usize = 32;

/// The scheme of the links that open the desktop app on an invitation
/// (`epochs://elsewhere/TICKET/CODE`), which the app registers with the system.
pub const APP_SCHEME: &str = "epochs";

/// The link that opens the desktop app on the invitation `ticket` with the join `code`.
pub fn app_link(ticket: &str, code: &str) -> String {
    format!("{APP_SCHEME}://elsewhere/{ticket}/{code}")
}

/// The window's route (`#/elsewhere/TICKET[/CODE]`) for a link the desktop app was opened
/// with (`epochs://elsewhere/TICKET[/CODE]`), or why it is not one, in words. Any page may
/// open such a link, so all of it is checked: the ticket must be an invitation and the code
/// letters, digits and dashes, and the route only ever fills in the join screen.
pub fn route_of_app_link(link: &str) -> Result<String, String> {
    let link = link.trim();
    if link.len() > MOST_APP_LINK {
        return Err("not a link to a table elsewhere: far too long".into());
    }
    let url = Url::parse(link).map_err(|e| format!("not a link ({e})"))?;
    if url.scheme() != APP_SCHEME || url.host_str() != Some("elsewhere") {
        return Err(format!(
            "not a link to a table elsewhere ({APP_SCHEME}://elsewhere/…)"
        ));
    }
    let parts: Vec<&str> = url
        .path_segments()
        .map(|s| s.filter(|p| !p.is_empty()).collect())
        .unwrap_or_default();
    let (ticket, code) = match parts.as_slice() {
        [ticket] => (*ticket, None),
        [ticket, code] => (*ticket, Some(*code)),
        _ => {
            return Err(
                "a link to a table elsewhere holds its invitation, then its join code".into(),
            )
        }
    };
    super::endpoint::parse_ticket(ticket)?;
    // A ticket is base32 in lower case: nothing in it needs escaping in a route.
    if !ticket
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    {
        return Err("not an invitation".into());
    }
    match code {
        None => Ok(format!("#/elsewhere/{ticket}")),
        Some(code)
            if code.len() <= MOST_CODE
                && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') =>
        {
            Ok(format!("#/elsewhere/{ticket}/{code}"))
        }
        Some(_) => Err("not a join code".into()),
    }
}

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

    fn a_ticket() -> String {
        let key = iroh::SecretKey::from_bytes(&[3u8; 32]);
        super::super::endpoint::ticket(key.public(), None)
    }

    #[test]
    fn an_app_link_opens_the_join_screen_on_its_invitation() {
        let ticket = a_ticket();
        assert_eq!(
            route_of_app_link(&format!("epochs://elsewhere/{ticket}/MKX5-4AZY")).unwrap(),
            format!("#/elsewhere/{ticket}/MKX5-4AZY")
        );
        assert_eq!(
            route_of_app_link(&format!(" epochs://elsewhere/{ticket}/ ")).unwrap(),
            format!("#/elsewhere/{ticket}")
        );
    }

    #[test]
    fn the_app_link_a_host_gives_is_one_the_app_takes() {
        let ticket = a_ticket();
        let link = app_link(&ticket, "MKX5-4AZY");
        assert_eq!(link, format!("epochs://elsewhere/{ticket}/MKX5-4AZY"));
        assert_eq!(
            route_of_app_link(&link).unwrap(),
            format!("#/elsewhere/{ticket}/MKX5-4AZY")
        );
    }

    #[test]
    fn anything_else_a_page_could_open_the_app_with_is_refused() {
        let ticket = a_ticket();
        for bad in [
            String::new(),
            "epochs://".into(),
            "epochs://elsewhere/".into(),
            "epochs://elsewhere/notaticket/C".into(),
            format!("epochs://games/{ticket}"),
            format!("https://elsewhere/{ticket}"),
            format!("epochs://elsewhere/{ticket}/C/extra"),
            format!("epochs://elsewhere/{ticket}/%22%3Balert(1)"),
            format!("epochs://elsewhere/{ticket}/{}", "A".repeat(33)),
            format!("epochs://elsewhere/{}", "a".repeat(3000)),
        ] {
            assert!(route_of_app_link(&bad).is_err(), "{bad}");
        }
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
