//! Constructing, upgrading and demolishing in the Ages of Might and Faith (K4, K12-K14).

use super::action::Event;
use super::bits::Mask;
use super::board::{touched_domains, Building, BuildingId};
use super::cards::{check_payment, pay, Payment};
use super::error::{refuse, Rule, RuleError, Why};
use super::ripple::{record_junction, ripple};
use super::state::State;
use super::table;
use super::types::{Age, BuildingType, Cards, Footprint, Kind, Square};

/// A checked construction or upgrade, ready to carry out.
#[derive(Clone, Copy, Debug)]
pub struct BuildPlan {
    /// Board.
    pub age: Age,
    /// New type.
    pub btype: BuildingType,
    /// New squares.
    pub mask: Mask,
    /// The building upgraded, if an upgrade.
    pub upgrades: Option<BuildingId>,
    /// The cards paid.
    pub payment: Payment,
}

/// Cards of any colour owed for forest and mountain under `mask` (K12).
pub fn surcharge(state: &State, mask: Mask) -> u8 {
    let n = state.seats();
    let mut extra = 0;
    if mask & state.map.forest != 0 {
        extra += table::forest_surcharge(n);
    }
    if mask & state.map.mountain != 0 {
        extra += table::mountain_surcharge(n);
    }
    extra
}

fn check_building_age(state: &State, age: Age) -> Result<(), RuleError> {
    if !age.allows_building() {
        return refuse(Rule::NoBuildingInReason, Why::NoBuildingInReason);
    }
    if !state.has_pawn(state.active, age) {
        return refuse(Rule::PawnAbsent, Why::NoAdventurerIn { age });
    }
    Ok(())
}

fn footprint_mask(state: &State, fp: &Footprint, size: u8) -> Result<Mask, RuleError> {
    let mask = state
        .map
        .mask_of(fp)
        .map_err(|square| RuleError::new(Rule::OffMap, Why::OffMap { square }))?;
    if fp.len() != size as usize {
        return refuse(
            Rule::Footprint,
            Why::WrongSize {
                size,
                squares: fp.len() as u8,
            },
        );
    }
    if !state.map.is_connected(mask) {
        return refuse(Rule::Footprint, Why::NotConnected { squares: *fp });
    }
    Ok(mask)
}

fn check_terrain_and_stock(
    state: &State,
    btype: BuildingType,
    mask: Mask,
) -> Result<(), RuleError> {
    if mask & state.map.river != 0 && !table::may_cover_river(btype) {
        return refuse(Rule::River, Why::River { building: btype });
    }
    if state.stock[btype.index()] == 0 {
        return refuse(Rule::NoTile, Why::NoTile { building: btype });
    }
    Ok(())
}

/// Rule of Dominion and Rule of Hierarchy for a Military/Religious building of `btype`
/// placed on `mask` (`except` is the building being upgraded).
fn check_domain_rules(
    state: &State,
    age: Age,
    btype: BuildingType,
    mask: Mask,
    except: Option<BuildingId>,
) -> Result<(), RuleError> {
    if !btype.kind.is_controlled() {
        return Ok(());
    }
    let board = state.board(age);
    let (count, union) = touched_domains(&state.map, board.occupied(), mask);
    if count > 1 {
        return refuse(
            Rule::Dominion,
            Why::LinksDomains {
                building: btype,
                domains: count as u8,
            },
        );
    }
    let highest = board.highest_other(union, btype.kind, except.unwrap_or(0));
    if highest == btype.size {
        return refuse(
            Rule::Hierarchy,
            Why::Hierarchy {
                building: BuildingType {
                    kind: btype.kind,
                    size: highest,
                },
            },
        );
    }
    Ok(())
}

fn check_cards(
    state: &State,
    age: Age,
    kind: Kind,
    base: u8,
    mask: Mask,
    extra: Cards,
) -> Result<Payment, RuleError> {
    let owed = surcharge(state, mask);
    if extra.total() != owed {
        return refuse(
            Rule::Surcharge,
            Why::Surcharge {
                owed,
                players: state.seats() as u8,
                offered: extra.total(),
            },
        );
    }
    let hand = state.players[state.active as usize].hand;
    if hand.get(kind) < base {
        return refuse(
            Rule::WrongColour,
            Why::TooFewOfColour {
                needed: base,
                colour: kind,
                held: hand.get(kind),
            },
        );
    }
    check_payment(state, age, Cards::of(kind, base).plus(&extra))
}

/// Checks a construction (K4, K5, K6, K12, Dominion, Hierarchy, K11).
pub fn check_construct(
    state: &State,
    age: Age,
    btype: BuildingType,
    fp: &Footprint,
    extra: Cards,
) -> Result<BuildPlan, RuleError> {
    check_building_age(state, age)?;
    let mask = footprint_mask(state, fp, btype.size)?;
    if mask & state.board(age).occupied() != 0 {
        return refuse(Rule::Occupied, Why::Occupied { squares: *fp });
    }
    check_terrain_and_stock(state, btype, mask)?;
    if btype.kind.is_controlled() && state.players[state.active as usize].cubes == 0 {
        return refuse(Rule::NoCube, Why::NoCubeToMark);
    }
    check_domain_rules(state, age, btype, mask, None)?;
    let payment = check_cards(state, age, btype.kind, btype.size, mask, extra)?;
    Ok(BuildPlan {
        age,
        btype,
        mask,
        upgrades: None,
        payment,
    })
}

/// Checks an upgrade (K13 and the construction rules).
pub fn check_upgrade(
    state: &State,
    age: Age,
    at: Square,
    btype: BuildingType,
    fp: &Footprint,
    extra: Cards,
) -> Result<BuildPlan, RuleError> {
    check_building_age(state, age)?;
    let old = building_at(state, age, at)?;
    if old.btype.kind != btype.kind {
        return refuse(
            Rule::Upgrade,
            Why::UpgradeOtherKind {
                building: old.btype,
            },
        );
    }
    if btype.size <= old.btype.size {
        return refuse(
            Rule::Upgrade,
            Why::UpgradeNotBigger {
                building: old.btype,
            },
        );
    }
    if old.btype.kind.is_controlled() && old.controller != Some(state.active) {
        return refuse(
            Rule::NotController,
            Why::NotController {
                building: old.btype,
            },
        );
    }
    let mask = footprint_mask(state, fp, btype.size)?;
    if mask & old.mask != old.mask {
        return refuse(
            Rule::Upgrade,
            Why::UpgradeUncovers {
                from: old.btype,
                to: btype,
            },
        );
    }
    if mask & !old.mask & state.board(age).occupied() != 0 {
        return refuse(Rule::Occupied, Why::UpgradeOntoOccupied { building: btype });
    }
    check_terrain_and_stock(state, btype, mask)?;
    check_domain_rules(state, age, btype, mask, Some(old.id))?;
    let payment = check_cards(
        state,
        age,
        btype.kind,
        btype.size - old.btype.size,
        mask,
        extra,
    )?;
    Ok(BuildPlan {
        age,
        btype,
        mask,
        upgrades: Some(old.id),
        payment,
    })
}

/// The building covering `at` on `age`, or a refusal.
pub fn building_at(state: &State, age: Age, at: Square) -> Result<&Building, RuleError> {
    if !state.map.contains(at) {
        return refuse(Rule::OffMap, Why::OffMap { square: at });
    }
    let board = state.board(age);
    board
        .index_at(state.map.index(at))
        .map(|i| &board.buildings[i])
        .ok_or_else(|| RuleError::new(Rule::NoBuilding, Why::NoBuilding { square: at, age }))
}

/// Carries out a checked construction or upgrade, its ripples and what they set off.
pub fn execute_build(state: &mut State, plan: BuildPlan, events: &mut Vec<Event>) {
    let seat = state.active;
    pay(state, plan.payment);
    let occupied_before = state.board(plan.age).occupied();
    let bonus = table::construction_bonus(plan.age, plan.btype.size);
    state.players[seat as usize].ecus += bonus;
    state.stock[plan.btype.index()] -= 1;
    let fp = state.map.footprint(plan.mask);
    let id = match plan.upgrades {
        Some(id) => {
            let board = state.board_mut(plan.age);
            let Some(b) = board.get_mut(id) else { return };
            let from = b.btype;
            b.btype = plan.btype;
            b.mask = plan.mask;
            let was_printed = std::mem::replace(&mut b.printed, false);
            if !was_printed {
                state.stock[from.index()] += 1;
            }
            events.push(Event::Upgraded {
                seat,
                age: plan.age,
                from,
                to: plan.btype,
                squares: fp,
                cards: plan.payment.cards,
                bonus,
            });
            id
        }
        None => {
            let id = state.new_id();
            let mut b = Building::new(id, plan.btype, plan.mask);
            if plan.btype.kind.is_controlled() {
                b.controller = Some(seat);
                state.players[seat as usize].cubes -= 1;
            }
            state.board_mut(plan.age).buildings.push(b);
            events.push(Event::Built {
                seat,
                age: plan.age,
                building: plan.btype,
                squares: fp,
                cards: plan.payment.cards,
                bonus,
            });
            id
        }
    };
    if plan.btype.kind == Kind::Civil {
        record_junction(state, plan.age, occupied_before, plan.mask, events);
    }
    ripple(state, plan.age, id, events);
    super::resolve::resolve(state, events);
}

/// Checks a demolition (K14).
pub fn check_demolish(
    state: &State,
    age: Age,
    at: Square,
) -> Result<(BuildingId, Payment), RuleError> {
    check_building_age(state, age)?;
    let b = building_at(state, age, at)?;
    if b.printed {
        return refuse(Rule::Demolish, Why::DemolishPrinted);
    }
    if b.btype.size != 1 {
        return refuse(Rule::Demolish, Why::DemolishTooBig { building: b.btype });
    }
    if state.players[state.active as usize].ecus < table::DEMOLISH_COST {
        return refuse(Rule::NotEnoughEcus, Why::DemolishCost);
    }
    if state.players[state.active as usize].hand.get(b.btype.kind) == 0 {
        return refuse(Rule::WrongColour, Why::DemolishColour { building: b.btype });
    }
    let payment = check_payment(state, age, Cards::of(b.btype.kind, 1))?;
    Ok((b.id, payment))
}

/// Carries out a checked demolition and any conflicts the division causes.
pub fn execute_demolish(
    state: &mut State,
    age: Age,
    id: BuildingId,
    payment: Payment,
    events: &mut Vec<Event>,
) {
    pay(state, payment);
    state.players[state.active as usize].ecus -= table::DEMOLISH_COST;
    if let Some(b) = super::ripple::remove_building(state, age, id) {
        events.push(Event::Demolished {
            seat: state.active,
            age,
            building: b.btype,
            squares: state.map.footprint(b.mask),
        });
    }
    super::resolve::resolve(state, events);
}
