/**
 * Un élève simulé devant le hub, comme son navigateur : il se connecte avec
 * son mot de passe (formulaire du hub), se fait un jeton, démarre son
 * serveur, ouvre une leçon, exécute des cellules par le websocket du noyau et
 * enregistre son carnet par l'API « contents ». Tout passe par le mandataire
 * du hub, sur la boucle locale. Le websocket est celui de Node
 * (`node --experimental-websocket` en Node 20).
 */
import { randomUUID } from "node:crypto";
import type { Compte } from "./comptes";

/** Une cellule de carnet, telle que l'API « contents » la rend. */
export interface CelluleDeCarnet {
  cell_type: string;
  source: string | string[];
  outputs?: Sortie[];
  execution_count?: number | null;
  [cle: string]: unknown;
}

export interface Carnet {
  cells: CelluleDeCarnet[];
  [cle: string]: unknown;
}

export interface Sortie {
  output_type: string;
  name?: string;
  text?: string | string[];
  data?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  execution_count?: number | null;
  ename?: string;
  evalue?: string;
  traceback?: string[];
}

/** Le résultat d'une cellule exécutée. */
export interface Execution {
  statut: string;
  sorties: Sortie[];
  compte: number | null;
  ms: number;
}

interface Message {
  header: { msg_type: string; msg_id: string };
  parent_header: { msg_id?: string };
  content: Record<string, unknown>;
  channel?: string;
}

function attendre(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export class Eleve {
  private cookies = new Map<string, string>();
  jeton = "";
  /** Les formulaires de connexion refusés pour leur jeton XSRF, puis redemandés. */
  connexionsRefaites = 0;

  constructor(
    readonly adresse: string,
    readonly compte: Compte,
  ) {}

  get nom(): string {
    return this.compte.nom;
  }

  private enteteCookies(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private retenirCookies(reponse: Response): void {
    for (const ligne of reponse.headers.getSetCookie()) {
      const [paire] = ligne.split(";");
      const egal = paire.indexOf("=");
      this.cookies.set(paire.slice(0, egal).trim(), paire.slice(egal + 1).trim());
    }
  }

  /**
   * Le formulaire de connexion du hub, puis un jeton pour l'API (comme
   * « Token » du panneau du hub). Un formulaire refusé pour son jeton XSRF
   * est redemandé, comme l'élève qui voit « Try again » recharge la page ;
   * `connexionsRefaites` compte ces essais de plus.
   */
  async connecter(): Promise<void> {
    for (let essai = 1; ; essai++) {
      const page = await fetch(`${this.adresse}/hub/login`, {
        redirect: "manual",
        headers: { cookie: this.enteteCookies() },
      });
      this.retenirCookies(page);
      const html = await page.text();
      const xsrf = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
      const connexion = await fetch(`${this.adresse}/hub/login?next=`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          username: this.compte.nom,
          password: this.compte.motDePasse,
          _xsrf: xsrf,
        }),
        headers: { cookie: this.enteteCookies() },
      });
      this.retenirCookies(connexion);
      if (connexion.status === 302) break;
      const texte = await connexion.text();
      // Un mauvais mot de passe ne se redemande pas ; un refus du formulaire (XSRF), si.
      const formulaireRefuse =
        connexion.status === 403 &&
        !/Invalid username or password|mot de passe incorrect/.test(texte);
      if (!formulaireRefuse || essai >= 3) {
        // Le message que la page montre à l'élève, s'il y en a un.
        const message =
          /<(?:div class="alert|p class="login_error)[^"]*"[^>]*>\s*([^<]+?)\s*</.exec(texte)?.[1];
        throw new Error(
          `connexion refusée (${connexion.status}${message ? ` : ${message}` : ""}) pour ${this.nom}`,
        );
      }
      this.connexionsRefaites++;
    }
    const reponse = await fetch(`${this.adresse}/hub/api/users/${this.nom}/tokens`, {
      method: "POST",
      headers: {
        cookie: this.enteteCookies(),
        "X-XSRFToken": this.cookies.get("_xsrf") ?? "",
        "content-type": "application/json",
      },
      body: JSON.stringify({ note: "élève simulé", expires_in: 7200 }),
    });
    if (!reponse.ok) throw new Error(`jeton refusé (${reponse.status}) pour ${this.nom}`);
    this.jeton = ((await reponse.json()) as { token: string }).token;
  }

  /** Une requête à l'API, avec le jeton de l'élève (ou un autre). */
  requete(chemin: string, init: RequestInit = {}, jeton = this.jeton): Promise<Response> {
    return fetch(`${this.adresse}${chemin}`, {
      ...init,
      headers: {
        authorization: `token ${jeton}`,
        "content-type": "application/json",
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  }

  /** Démarre le serveur de l'élève et attend qu'il soit prêt ; rend la durée en ms. */
  async demarrerServeur(delai = 300_000): Promise<number> {
    const debut = Date.now();
    const r = await this.requete(`/hub/api/users/${this.nom}/server`, { method: "POST" });
    if (![201, 202, 400].includes(r.status))
      throw new Error(`démarrage du serveur refusé (${r.status}) : ${await r.text()}`);
    while (Date.now() - debut < delai) {
      const etat = await this.requete(`/hub/api/users/${this.nom}`);
      const utilisateur = (await etat.json()) as {
        servers?: Record<string, { ready: boolean; pending: string | null }>;
      };
      const serveur = utilisateur.servers?.[""];
      if (serveur?.ready) {
        // Le serveur répond aussi par le mandataire.
        const api = await this.requete(`/user/${this.nom}/api/status`);
        if (api.ok) return Date.now() - debut;
      }
      if (!serveur?.pending && !serveur?.ready && Date.now() - debut > 5_000)
        throw new Error(`le serveur de ${this.nom} s'est arrêté au démarrage`);
      await attendre(500);
    }
    throw new Error(`le serveur de ${this.nom} n'est pas prêt au bout de ${delai / 1000} s`);
  }

  async lireCarnet(chemin: string): Promise<Carnet> {
    const r = await this.requete(`/user/${this.nom}/api/contents/${encodeURI(chemin)}?content=1`);
    if (!r.ok) throw new Error(`lecture de ${chemin} refusée (${r.status})`);
    return ((await r.json()) as { content: Carnet }).content;
  }

  async enregistrerCarnet(chemin: string, carnet: Carnet): Promise<void> {
    const r = await this.requete(`/user/${this.nom}/api/contents/${encodeURI(chemin)}`, {
      method: "PUT",
      body: JSON.stringify({ type: "notebook", format: "json", content: carnet }),
    });
    if (!r.ok) throw new Error(`enregistrement de ${chemin} refusé (${r.status})`);
  }

  /** Ouvre une session de noyau sur le carnet (comme l'ouvrir dans JupyterLab). */
  async ouvrirNoyau(chemin: string): Promise<Noyau> {
    const r = await this.requete(`/user/${this.nom}/api/sessions`, {
      method: "POST",
      body: JSON.stringify({
        path: chemin,
        name: chemin,
        type: "notebook",
        kernel: { name: "sudoku-ts" },
      }),
    });
    if (!r.ok) throw new Error(`session refusée (${r.status}) : ${await r.text()}`);
    const session = (await r.json()) as { kernel: { id: string } };
    const ws = this.adresse.replace(/^http/, "ws");
    return Noyau.ouvrir(
      `${ws}/user/${this.nom}/api/kernels/${session.kernel.id}/channels?token=${this.jeton}`,
    );
  }
}

/** Le websocket d'un noyau : exécuter une cellule et recueillir ses sorties. */
export class Noyau {
  private session = randomUUID();
  private enCours = new Map<
    string,
    {
      sorties: Sortie[];
      statut?: string;
      compte: number | null;
      inactif: boolean;
      fini: () => void;
      perdu: () => void;
    }
  >();

  private constructor(private readonly ws: WebSocket) {
    ws.addEventListener("message", (evenement) => this.recevoir(String(evenement.data)));
    // Un websocket fermé en route : les cellules en attente échouent tout de suite.
    ws.addEventListener("close", () => {
      for (const attente of this.enCours.values()) attente.perdu();
    });
  }

  static ouvrir(adresse: string): Promise<Noyau> {
    return new Promise((resoudre, rejeter) => {
      const ws = new WebSocket(adresse);
      ws.addEventListener("open", () => resoudre(new Noyau(ws)));
      ws.addEventListener("error", () =>
        rejeter(new Error(`websocket refusé : ${adresse.split("?")[0]}`)),
      );
    });
  }

  private recevoir(texte: string): void {
    const message = JSON.parse(texte) as Message;
    const attente = this.enCours.get(message.parent_header.msg_id ?? "");
    if (!attente) return;
    const type = message.header.msg_type;
    const c = message.content;
    if (type === "stream") {
      const derniere = attente.sorties.at(-1);
      if (derniere?.output_type === "stream" && derniere.name === c.name)
        derniere.text = `${String(derniere.text)}${String(c.text)}`;
      else
        attente.sorties.push({ output_type: "stream", name: String(c.name), text: String(c.text) });
    } else if (type === "display_data" || type === "execute_result") {
      const sortie: Sortie = {
        output_type: type,
        data: c.data as Record<string, unknown>,
        metadata: (c.metadata as Record<string, unknown>) ?? {},
      };
      if (type === "execute_result") sortie.execution_count = c.execution_count as number;
      attente.sorties.push(sortie);
    } else if (type === "error") {
      attente.sorties.push({
        output_type: "error",
        ename: String(c.ename),
        evalue: String(c.evalue),
        traceback: c.traceback as string[],
      });
    } else if (type === "execute_reply") {
      attente.statut = String(c.status);
      attente.compte = (c.execution_count as number) ?? null;
    } else if (type === "status" && c.execution_state === "idle") {
      attente.inactif = true;
    }
    if (attente.statut && attente.inactif) attente.fini();
  }

  /** Exécute `code` ; rend ses sorties et la durée de l'aller-retour. */
  executer(code: string, delai = 180_000): Promise<Execution> {
    const id = randomUUID();
    const debut = Date.now();
    return new Promise((resoudre, rejeter) => {
      const minuterie = setTimeout(() => {
        this.enCours.delete(id);
        rejeter(new Error(`cellule sans réponse au bout de ${delai / 1000} s`));
      }, delai);
      const attente = {
        sorties: [] as Sortie[],
        statut: undefined as string | undefined,
        compte: null as number | null,
        inactif: false,
        fini: () => {
          clearTimeout(minuterie);
          this.enCours.delete(id);
          resoudre({
            statut: attente.statut ?? "?",
            sorties: attente.sorties,
            compte: attente.compte,
            ms: Date.now() - debut,
          });
        },
        perdu: () => {
          clearTimeout(minuterie);
          this.enCours.delete(id);
          rejeter(new Error("websocket du noyau fermé pendant la cellule"));
        },
      };
      this.enCours.set(id, attente);
      this.ws.send(
        JSON.stringify({
          channel: "shell",
          header: {
            msg_id: id,
            msg_type: "execute_request",
            username: "eleve",
            session: this.session,
            date: new Date().toISOString(),
            version: "5.3",
          },
          parent_header: {},
          metadata: {},
          content: {
            code,
            silent: false,
            store_history: true,
            user_expressions: {},
            allow_stdin: false,
          },
        }),
      );
    });
  }

  fermer(): void {
    this.ws.close();
  }
}
